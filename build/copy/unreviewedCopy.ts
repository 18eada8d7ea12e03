import path from 'node:path'
import { catalogueFiles } from './catalogueFiles.ts'
import { poCatalogue } from './poCatalogue.ts'
import { reviewedSource } from './reviewedSource.ts'

/** A translation that cannot ship: missing, never reviewed, or made from an older source text. */
export type UnreviewedCopy = {
  id: string
  /** The translation's catalogue, relative to the project (locales/en-US/site.po). */
  catalogue: string
  /** Where the message is declared (components/layout/Footer.tsx:18). */
  origins: string[]
  problem: 'missing' | 'unreviewed' | 'changed'
  source: string
  reviewed?: string
}

/**
 * Every translation that does not match its current source text, read from the catalogues as the last
 * `lingui extract --overwrite` left them (the source locale's texts are then the code's).
 */
export async function unreviewedCopy(rootDir: string): Promise<UnreviewedCopy[]> {
  const { sourceLocale, targetLocales, catalogues } = catalogueFiles(rootDir)
  const found: UnreviewedCopy[] = []
  for (const { file } of catalogues) {
    const sources = await poCatalogue.read(file(sourceLocale), sourceLocale, sourceLocale)
    for (const locale of targetLocales) {
      const translations = await poCatalogue.read(file(locale), locale, sourceLocale)
      for (const [id, message] of Object.entries(sources)) {
        if (message.obsolete) continue
        const source = message.translation ?? ''
        const translation = translations[id]
        const reviewed = translation ? reviewedSource.read(translation) : undefined
        const problem = !translation?.translation
          ? 'missing'
          : reviewed === undefined
            ? 'unreviewed'
            : reviewed !== source
              ? 'changed'
              : undefined
        if (!problem) continue
        found.push({
          id,
          catalogue: path.relative(rootDir, file(locale)),
          origins: (message.origin ?? []).map(([origin, line]) => (line ? `${origin}:${line}` : origin)),
          problem,
          source,
          reviewed,
        })
      }
    }
  }
  return found
}
