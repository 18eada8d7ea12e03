import { gzipSync } from 'node:zlib'

/** What the measure needs of a built chunk (a subset of Rollup's OutputChunk). */
export type ChunkFacts = {
  fileName: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
}

export const gzipBytes = (code: string | Buffer) => gzipSync(code, { level: 9 }).length

/**
 * The gzip bytes (level 9) of JavaScript a first visit loads: the entry chunk whose module matches `entry` (the one
 * script every page's HTML names) with every chunk it imports statically (a dynamic import loads later, on demand),
 * plus `extra`: the scripts every page runs that are not chunks of the build (the inline script of <head>).
 */
export function firstLoadBytes(chunks: readonly ChunkFacts[], entry: RegExp, extra: readonly string[]): number {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const start = chunks.find((chunk) => chunk.isEntry && entry.test(chunk.facadeModuleId ?? ''))
  if (!start) throw new Error(`firstLoadBytes: no entry chunk of a module matching ${entry}`)
  const loaded = new Set<string>()
  const visit = (chunk: ChunkFacts) => {
    if (loaded.has(chunk.fileName)) return
    loaded.add(chunk.fileName)
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) visit(imported)
    }
  }
  visit(start)
  const own = [...loaded].reduce((total, file) => total + gzipBytes(byFile.get(file)?.code ?? ''), 0)
  return own + extra.reduce((total, code) => total + gzipBytes(code), 0)
}
