import { gzipSync } from 'node:zlib'

/** What the measure needs of a built chunk (a subset of Rollup's OutputChunk). */
export type ChunkFacts = {
  fileName: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
}

/** Vike's client runtime: every page loads it. Each page entry is a page of the site. */
const runtimeEntry = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-server-routing[\\/]entry\.js$/
// Rollup's convention: a virtual module's id may start with \0.
const pageEntry = /^\0?virtual:vike:page-entry:client:(.+)$/

export const gzipBytes = (code: string | Buffer) => gzipSync(code, { level: 9 }).length

/**
 * The gzip bytes (level 9) of JavaScript a first visit of each page loads: Vike's runtime and the page's entry with
 * every chunk they import statically (a dynamic import loads later, on demand), plus `extra`: the scripts every page
 * runs that are not chunks of the build (the loader in public/, the inline script of <head>). Keyed by the page's
 * config directory ('/pages/index', '/pages/landing', …).
 */
export function firstLoadSizes(chunks: readonly ChunkFacts[], extra: readonly string[]): Map<string, number> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: ChunkFacts, seen = new Set<string>()): Set<string> => {
    if (seen.has(start.fileName)) return seen
    seen.add(start.fileName)
    for (const file of start.imports) {
      const imported = byFile.get(file)
      if (imported) closure(imported, seen)
    }
    return seen
  }
  const runtime = chunks.find((chunk) => chunk.isEntry && runtimeEntry.test(chunk.facadeModuleId ?? ''))
  if (!runtime) throw new Error("firstLoadSizes: no chunk holds Vike's client runtime entry")
  const extraBytes = extra.reduce((total, code) => total + gzipBytes(code), 0)
  const sizes = new Map<string, number>()
  for (const page of chunks) {
    const name = pageEntry.exec(page.facadeModuleId ?? '')?.[1]
    if (!page.isEntry || name === undefined) continue
    const files = closure(page, closure(runtime))
    const bytes = [...files].reduce((total, file) => total + gzipBytes(byFile.get(file)?.code ?? ''), 0)
    sizes.set(name, bytes + extraBytes)
  }
  return sizes
}
