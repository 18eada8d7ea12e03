import type { Copy } from './useCopy.ts'

/**
 * The numbered pairs a page's copy defines, e.g. benefit{N}Title / benefit{N}Desc for N = 1..max:
 * every pair whose two messages exist, in order (SPEC §2: at most 10 cards).
 */
export function numberedPairs(copy: Copy, stem: string, first: string, second: string, max: number): { title: string; description: string }[] {
  const pairs: { title: string; description: string }[] = []
  for (let n = 1; n <= max; n++) {
    const a = `${stem}${n}${first}`
    const b = `${stem}${n}${second}`
    if (copy.has(a) && copy.has(b)) pairs.push({ title: copy.text(a), description: copy.text(b) })
  }
  return pairs
}
