import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { shellCopy } from '../../components/layout/shellCopy.ts'
import { shellContextElementId } from '../../renderer/shellContextScript.ts'
import { locales } from '../../site/locales.ts'
import { siteUrls } from '../e2e/support/siteUrls.ts'
import { servedDocument } from '../support/servedDocument.ts'
import { servedSite } from '../support/servedSite.ts'

/*
 * The hydrated parts' words and menus are the same on every page of a language: the browser imports them as one module
 * per language (build/shellCopies.ts) instead of reading them from each page's HTML, which keeps every page inside
 * the first round trip of a slow connection (docs/performance.md). Read from the production build, without a browser.
 */

const site = servedSite(
  siteUrls.map(({ url }) => url),
  (html) => servedDocument(html),
)
const manifest = z.record(z.string(), z.object({ file: z.string() }))

describe("the shell's copy", () => {
  it.each(siteUrls)("$url: the page writes only its own part of the shell's context", ({ url, locale }) => {
    const p = site.page(url)
    const written: unknown = JSON.parse(p.text(p.one(p.is('script', { id: shellContextElementId }))))
    expect(written).toMatchObject({ locale })
    expect(Object.keys(z.record(z.string(), z.unknown()).parse(written)).sort()).toEqual(
      ['contactTopic', 'hasContactForm', 'locale', 'logicalPath', 'twinPath'].sort(),
    )
  })

  it.each(locales)('%s: the browser imports exactly the copy the server renders with', async (locale) => {
    const chunks = manifest.parse(
      JSON.parse(await readFile(path.resolve('dist/client/.vite/client-manifest.json'), 'utf8')),
    )
    const chunk = chunks[`virtual:fluxa/shell-copy/${locale}`]
    expect(chunk, `no chunk for ${locale}`).toBeDefined()
    const response = await fetch(`${site.app().url}/${chunk?.file}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    const source = await response.text()
    const module: unknown = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)
    const copy = z.object({ default: z.unknown() }).parse(module).default
    expect(copy).toEqual(shellCopy(locale))
    expect(shellCopy(locale).navGroups.flatMap((group) => group.links).length).toBeGreaterThan(20)
  })
})
