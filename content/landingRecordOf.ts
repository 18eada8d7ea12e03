import { landingPages, landingPath, type LandingPage } from '../site/landingPages.ts'
import { familySchemas, type IndustryRecordInput, type LandingRecordInput } from './schema/landingRecord.ts'

type PageRef = Pick<LandingPage, 'family' | 'slug'>

/**
 * What `content/<family>/<slug>.ts` exports by default, as written (unchecked): the registry says which pages exist
 * and the folder holds their records, so no list names them (docs/pages-and-copy.md). A registry page without its
 * file fails here, naming the file, when the server, the build or the content check loads.
 */
async function importRecord(page: PageRef): Promise<unknown> {
  const file = `content${landingPath(page)}.ts`
  const module: unknown = await import(`./${page.family}/${page.slug}.ts`).catch((cause: unknown) => {
    throw new Error(`${file}: the registry page ${landingPath(page)} has no content record`, { cause })
  })
  if (typeof module !== 'object' || module === null || !('default' in module)) {
    throw new Error(`${file}: a content record is the file's default export`)
  }
  return module.default
}

const written = new Map(
  await Promise.all(landingPages.map(async (page) => [landingPath(page), await importRecord(page)] as const)),
)
const checked = new Map<string, LandingRecordInput | IndustryRecordInput>()

/** A registry page's record as its file writes it, for the content check to report every problem in it. */
export function writtenRecordOf(page: PageRef): unknown {
  return written.get(landingPath(page))
}

/**
 * The content record of a registry page, held to its family's schema (familySchemas, content/schema/landingRecord.ts).
 */
export function landingRecordOf(page: PageRef): LandingRecordInput | IndustryRecordInput {
  const path = landingPath(page)
  const known = checked.get(path)
  if (known) return known
  const record = familySchemas[page.family].parse(written.get(path))
  checked.set(path, record)
  return record
}
