import path from 'node:path'
import linguiConfig from '../../lingui.config.ts'

/** Source and translation locales, and the PO file of each catalogue in each, as lingui.config.ts declares them. */
export function catalogueFiles(rootDir: string): {
  sourceLocale: string
  targetLocales: string[]
  catalogues: { name: string; file: (locale: string) => string }[]
} {
  const sourceLocale = linguiConfig.sourceLocale ?? 'pt-BR'
  return {
    sourceLocale,
    targetLocales: linguiConfig.locales.filter((locale) => locale !== sourceLocale),
    catalogues: (linguiConfig.catalogs ?? []).map(({ path: pattern }) => ({
      name: path.basename(pattern),
      file: (locale: string) => `${pattern.replace('<rootDir>', rootDir).replace('{locale}', locale)}.po`,
    })),
  }
}
