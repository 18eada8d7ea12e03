import path from 'node:path'
import { parseArgs } from 'node:util'
import { catalogueFiles } from './catalogueFiles.ts'
import { poCatalogue } from './poCatalogue.ts'
import { reviewedSource } from './reviewedSource.ts'

// `npm run copy:review -- <id>…` (after `lingui extract`, which the script runs first): records that each named
// translation was checked against the current source text, so the build ships it. `--all` marks every translation,
// for when a whole catalogue was just reviewed (docs/pages-and-copy.md, "Changing a text").
const root = path.resolve(import.meta.dirname, '../..')
const { values, positionals: ids } = parseArgs({
  options: { all: { type: 'boolean', default: false } },
  allowPositionals: true,
})
if (!values.all && ids.length === 0) {
  process.stderr.write('Usage: npm run copy:review -- <message id>… | --all\n')
  process.exit(2)
}

const { sourceLocale, targetLocales, catalogues } = catalogueFiles(root)
const reviewed = new Set<string>()
const empty: string[] = []
for (const { file } of catalogues) {
  const sources = await poCatalogue.read(file(sourceLocale), sourceLocale, sourceLocale)
  for (const locale of targetLocales) {
    const translations = await poCatalogue.read(file(locale), locale, sourceLocale)
    let changed = false
    for (const [id, translation] of Object.entries(translations)) {
      const source = sources[id]?.translation
      if (!(values.all || ids.includes(id)) || translation.obsolete || source === undefined) continue
      if (!translation.translation) {
        empty.push(`${id} (${path.relative(root, file(locale))})`)
        continue
      }
      translations[id] = reviewedSource.write(translation, source)
      reviewed.add(id)
      changed = true
    }
    if (changed) await poCatalogue.write(file(locale), locale, sourceLocale, translations)
  }
}

const unknown = ids.filter((id) => !reviewed.has(id) && !empty.some((entry) => entry.startsWith(`${id} `)))
process.stdout.write(`Marked ${reviewed.size} translation(s) reviewed.\n`)
if (empty.length > 0) process.stderr.write(`Not reviewed, no translation yet: ${empty.join(', ')}\n`)
if (unknown.length > 0) process.stderr.write(`No such message: ${unknown.join(', ')}\n`)
if (empty.length > 0 || unknown.length > 0) process.exitCode = 1
