import path from 'node:path'
import { unreviewedCopy, type UnreviewedCopy } from './unreviewedCopy.ts'

// `npm run build` runs this right after `lingui extract`: no raw id, old source text or stale translation ships
// (docs/pages-and-copy.md, "Changing a text").
const root = path.resolve(import.meta.dirname, '../..')

const why: Record<UnreviewedCopy['problem'], string> = {
  missing: 'no translation yet',
  unreviewed: 'translation never reviewed against its source text',
  changed: 'the source text changed since it was translated',
}

const found = await unreviewedCopy(root)
if (found.length > 0) {
  const lines = found.flatMap(({ id, catalogue, origins, problem, source, reviewed }) => [
    `  ${id} (${origins.join(', ') || 'no longer in the code'}) in ${catalogue}: ${why[problem]}`,
    ...(reviewed === undefined ? [] : [`      was: ${JSON.stringify(reviewed)}`]),
    `      now: ${JSON.stringify(source)}`,
  ])
  process.stderr.write(
    [
      `Copy not ready to ship: ${found.length} translation(s) to write or review.`,
      ...lines,
      `Write or check each translation in its catalogue, then mark it reviewed:`,
      `  npm run copy:review -- ${[...new Set(found.map(({ id }) => id))].join(' ')}`,
      '',
    ].join('\n'),
  )
  process.exitCode = 1
}
