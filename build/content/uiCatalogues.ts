import path from 'node:path'
import { isLocale, type Locale } from '../../site/locales.ts'
import { catalogueFiles } from '../copy/catalogueFiles.ts'
import { poCatalogue } from '../copy/poCatalogue.ts'

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

/** One Lingui catalogue in one language (locales/en-US/site.po): its file and each message's text (msgstr) by id. */
export type UiCatalogue = { file: string; locale: Locale; messages: Readonly<Record<string, string>> }
