import path from 'node:path'
import { isLocale } from '../../site/locales.ts'
import { catalogueFiles } from '../copy/catalogueFiles.ts'
import { poCatalogue } from '../copy/poCatalogue.ts'
import type { UiCatalogue } from './UiCatalogue.ts'

/**
 * Every Lingui catalogue of lingui.config.ts in every language, as the last `lingui extract` left it (`npm run
 * build` extracts first): each live message's text (msgstr; the source language's is the code's own text).
 */
export async function uiCatalogues(rootDir: string): Promise<UiCatalogue[]> {
  const { sourceLocale, targetLocales, catalogues } = catalogueFiles(rootDir)
  const read = catalogues.flatMap(({ file }) =>
    [sourceLocale, ...targetLocales].filter(isLocale).map(async (locale): Promise<UiCatalogue> => {
      const catalog = await poCatalogue.read(file(locale), locale, sourceLocale)
      const messages = Object.fromEntries(
        Object.entries(catalog).flatMap(([id, message]) =>
          message.obsolete || !message.translation ? [] : [[id, message.translation]],
        ),
      )
      return { file: path.relative(rootDir, file(locale)), locale, messages }
    }),
  )
  return Promise.all(read)
}
