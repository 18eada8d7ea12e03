import { describe, expect, it } from 'vitest'
import { firstLoadBytes, gzipBytes, type ChunkFacts } from '../../build/firstLoadSizes.ts'

// build/enforceFirstLoadBudget.ts fails the build on this figure: what counts as a first visit's JavaScript.
const chunk = (fileName: string, code: string, more: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  code,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...more,
})

const entry = /[\\/]renderer[\\/]\+client\.ts$/
const client = chunk(
  'entries/renderer_client.js',
  'import "./shared.js"; listen(); whenNeeded().then(() => import("./shell.js"))',
  {
    isEntry: true,
    facadeModuleId: '/site/renderer/+client.ts',
    imports: ['chunks/shared.js'],
  },
)
const shared = chunk('chunks/shared.js', 'export const listen = () => document.addEventListener("click", () => {})')
const shell = chunk('chunks/shell.js', 'export const react = "loaded on intent only, never by the first load"', {
  imports: ['chunks/shared.js'],
})
// Vike's runtime is built but never named by an HTML-only page.
const runtime = chunk('entries/entry-server-routing.js', 'export const vike = "the runtime"', {
  isEntry: true,
  facadeModuleId: '/site/node_modules/vike/dist/client/runtime-server-routing/entry.js',
})

describe('firstLoadBytes', () => {
  it('counts the entry and what it imports statically once each, plus the scripts outside the build', () => {
    expect(firstLoadBytes([client, shared, shell, runtime], entry, ['inline()'])).toBe(
      gzipBytes(client.code) + gzipBytes(shared.code) + gzipBytes('inline()'),
    )
  })

  it('leaves out what only a dynamic import loads and the entries no page names', () => {
    expect(firstLoadBytes([client, shared, shell, runtime], entry, [])).toBe(
      firstLoadBytes([client, shared], entry, []),
    )
  })

  it('counts a chunk the entry imports statically, however large', () => {
    const eager = { ...client, imports: ['chunks/shared.js', 'chunks/shell.js'] }
    expect(firstLoadBytes([eager, shared, shell], entry, [])).toBe(
      gzipBytes(eager.code) + gzipBytes(shared.code) + gzipBytes(shell.code),
    )
  })

  it('refuses a bundle without the entry rather than measuring nothing', () => {
    expect(() => firstLoadBytes([shared, shell, runtime], entry, [])).toThrow(/no entry chunk/)
  })
})
