import { describe, expect, it } from 'vitest'
import { firstLoadSizes, gzipBytes, type ChunkFacts } from '../../build/firstLoadSizes.ts'

// build/enforceFirstLoadBudget.ts fails the build on these figures: what counts as a page's first load.
const chunk = (fileName: string, code: string, more: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  code,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...more,
})

const runtime = chunk('entries/entry-server-routing.js', 'import "./app.js"', {
  isEntry: true,
  facadeModuleId: '/x/node_modules/vike/dist/client/runtime-server-routing/entry.js',
  imports: ['chunks/app.js'],
})
const app = chunk('chunks/app.js', 'export const app = "the runtime and the listeners";'.repeat(20))
const react = chunk('chunks/shell.js', 'export const react = "loaded on intent only";'.repeat(200))
const home = chunk('entries/pages_index.js', 'import "./app.js"', {
  isEntry: true,
  facadeModuleId: '\0virtual:vike:page-entry:client:/pages/index',
  imports: ['chunks/app.js'],
})
const terms = chunk('entries/pages_terms.js', 'import "./app.js"; import "./terms.js"', {
  isEntry: true,
  facadeModuleId: '\0virtual:vike:page-entry:client:/pages/terms',
  imports: ['chunks/app.js', 'chunks/terms.js'],
})
const termsOwn = chunk('chunks/terms.js', 'export const terms = "only this page";'.repeat(10), {
  imports: ['chunks/app.js'],
})

describe('firstLoadSizes', () => {
  const sizes = firstLoadSizes([runtime, app, react, home, terms, termsOwn], ['inline()'])

  it("counts Vike's runtime, the page's entry and their static imports once each, plus the scripts outside the build", () => {
    const shared = gzipBytes(runtime.code) + gzipBytes(app.code) + gzipBytes('inline()')
    expect(sizes.get('/pages/index')).toBe(shared + gzipBytes(home.code))
    expect(sizes.get('/pages/terms')).toBe(shared + gzipBytes(terms.code) + gzipBytes(termsOwn.code))
  })

  it('leaves out what only a dynamic import loads', () => {
    expect(firstLoadSizes([runtime, app, home, terms, termsOwn], ['inline()'])).toEqual(sizes)
    expect([...sizes.keys()]).toEqual(['/pages/index', '/pages/terms'])
  })

  it("refuses a bundle without Vike's runtime rather than measuring nothing", () => {
    expect(() => firstLoadSizes([app, home], [])).toThrow(/runtime/)
  })
})
