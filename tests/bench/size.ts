// `npm run size`: the gzip bytes of the scripts and styles a first visit loads, per page family.
// The HTML comes from the built server (dist/server) rendered in-process; scripts are followed through the
// static imports of the client build manifest, as the browser would load them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { renderWithVike } from '../../server/ssr/renderWithVike.ts'
import { pageRequest } from '../../server/ssr/sitePageRequests.ts'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { firstLoadBudget } from '../../build/enforceFirstLoadBudget.ts'

type ManifestEntry = {
  file: string
  name?: string
  src?: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}

const families: Array<[family: string, paths: string[]]> = [
  ['home', ['/']],
  ['solutions', ['/solutions/fx-desk']],
  ['methods', ['/methods/pix']],
  ['countries', ['/countries/brazil']],
  ['industries', ['/industries/gaming']],
  ['terms/privacy/about', ['/terms', '/privacy', '/about-us']],
  ['404', ['/no-such-page']],
]

ensureBuilt()
const root = process.cwd()
const client = path.join(root, 'dist/client')
await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href)
const manifest = JSON.parse(readFileSync(path.join(client, '.vite/client-manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>
const byFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, { key, entry }]))

const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length
const brotli = (bytes: Buffer | string) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Every file a script pulls in through static imports (dynamic imports load later, on demand). */
function closure(files: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (file: string) => {
    if (scripts.has(file)) return
    scripts.add(file)
    const found = byFile.get(file)
    for (const css of found?.entry.css ?? []) styles.add(css)
    for (const key of found?.entry.imports ?? []) visit(manifest[key].file)
  }
  for (const file of files) visit(file)
  return { scripts, styles }
}

function measure(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  // <script src> and modulepreload links.
  const scriptFiles = tags
    .flatMap((tag) => {
      if (tag.startsWith('<script')) return [attr(tag, 'src')]
      return attr(tag, 'rel') === 'modulepreload' ? [attr(tag, 'href')] : []
    })
    .filter((src): src is string => Boolean(src))
    .map((src) => src.replace(/^\//, ''))
  const stylesheetFiles = tags
    .filter((tag) => tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet')
    .map((tag) => (attr(tag, 'href') ?? '').replace(/^\//, ''))
  const { scripts, styles } = closure(scriptFiles)
  for (const file of stylesheetFiles) styles.add(file)
  // Inline code runs too: the small language script, and styled-components' <style> with the page's CSS.
  const inlineScripts = [
    ...html.matchAll(/<script(?![^>]*\s(?:src|type="application\/(?:ld\+)?json")=?)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1])
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])
  const read = (file: string) => readFileSync(path.join(client, file))
  const sum = (items: Array<Buffer | string>, f: (b: Buffer | string) => number) =>
    items.reduce((total, item) => total + f(item), 0)
  const js = [...[...scripts].map(read), ...inlineScripts]
  const css = [...[...styles].map(read), ...inlineStyles]
  // Fonts a first visit fetches: the preloaded WOFF2 (already compressed; sent as is). Other @font-face files load
  // only if the page shows characters in their unicode-range.
  const fontFiles = tags
    .filter((tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'font')
    .map((tag) => (attr(tag, 'href') ?? '').replace(/^\//, ''))
  const fontBytes = fontFiles.reduce((total, file) => total + read(file).length, 0)
  return {
    files: scripts.size,
    fontBytes,
    jsGzip: sum(js, gzip),
    jsBrotli: sum(js, brotli),
    jsRaw: sum(js, (b) => Buffer.byteLength(b)),
    cssGzip: sum(css, gzip),
    inlineCssGzip: sum(inlineStyles, gzip),
    htmlGzip: gzip(html),
    htmlBrotli: brotli(html),
  }
}

console.log(
  'Gzip (level 9) bytes a first visit loads, per file and summed; brotli (q11) beside it. KiB = 1024 bytes. Inline <style> counts as CSS.\n',
)
const header = [
  'family',
  'page',
  'JS files',
  'JS gzip',
  'JS br',
  'JS raw',
  'CSS gzip (inline)',
  'HTML gzip',
  'HTML br',
  'Font (WOFF2)',
]
const rows: string[][] = [header]
let largest = { page: '', bytes: 0 }
const overBudget: string[] = []
let maxFont = 0
let maxHtml = 0
let maxHtmlBrotli = { page: '', bytes: 0 }
for (const [family, paths] of families) {
  for (const page of paths) {
    const rendered = await renderWithVike(pageRequest(page), 'http://localhost:3000')
    if (!rendered) throw new Error(`nothing rendered for ${page}`)
    const m = measure(rendered.html)
    if (m.jsGzip > largest.bytes) largest = { page, bytes: m.jsGzip }
    if (m.jsGzip > firstLoadBudget) overBudget.push(page)
    maxFont = Math.max(maxFont, m.fontBytes)
    maxHtml = Math.max(maxHtml, m.htmlGzip)
    if (m.htmlBrotli > maxHtmlBrotli.bytes) maxHtmlBrotli = { page, bytes: m.htmlBrotli }
    rows.push([
      family,
      page,
      String(m.files),
      `${kb(m.jsGzip)} KiB`,
      `${kb(m.jsBrotli)} KiB`,
      `${kb(m.jsRaw)} KiB`,
      `${kb(m.cssGzip)} KiB (${kb(m.inlineCssGzip)})`,
      `${kb(m.htmlGzip)} KiB`,
      `${m.htmlBrotli} B`,
      `${kb(m.fontBytes)} KiB`,
    ])
  }
}
const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i].length)))
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '))
console.log(
  `\nFirst-load JavaScript, largest of these pages: ${largest.bytes} bytes gzip = ${kb(largest.bytes)} KiB on ${largest.page} (budget ${kb(firstLoadBudget)} KiB on every page, enforced by the build: ${overBudget.length ? `not met on ${overBudget.join(', ')}` : 'met'})`,
)
console.log(
  `Font on a first visit (largest of these pages): ${maxFont} bytes = ${kb(maxFont)} KiB (goal ≤ 60 KB: ${maxFont <= 60_000 ? 'met' : 'not met'})`,
)
console.log(
  `HTML (largest of these pages): ${maxHtml} bytes gzip = ${kb(maxHtml)} KiB; ${maxHtmlBrotli.bytes} bytes brotli on ${maxHtmlBrotli.page}, which with its headers (about 900 bytes) must fit the first round trip's 14,600 (held by tests/unit/firstRoundTrip.test.ts on every page)`,
)

// What the biggest scripts are made of is in the build output; the largest files of the home page:
const homeHtml = (await renderWithVike(pageRequest('/'), 'http://localhost:3000'))?.html ?? ''
const fontFaces = [...new Set((homeHtml.match(/url\((\/assets\/[^)]+\.woff2)\)/g) ?? []).map((u) => u.slice(5, -1)))]
console.log(
  '\nEvery @font-face file (each loads only when a page shows characters in its range; the Latin one is preloaded):',
)
for (const url of fontFaces)
  console.log(`  ${kb(readFileSync(path.join(client, url.replace(/^\//, ''))).length).padStart(6)} KiB  ${url}`)
const homeScripts = closure(
  (homeHtml.match(/\/(?:assets\/)?[\w./-]+\.js/g) ?? []).map((src) => src.replace(/^\//, '')),
).scripts
console.log('\nHome page scripts:')
for (const file of [...homeScripts].sort(
  (a, b) => gzip(readFileSync(path.join(client, b))) - gzip(readFileSync(path.join(client, a))),
)) {
  const bytes = readFileSync(path.join(client, file))
  console.log(
    `  ${kb(gzip(bytes)).padStart(6)} KiB gzip  ${kb(bytes.length).padStart(6)} KiB raw  ${file}  (${byFile.get(file)?.key ?? '?'})`,
  )
}

// Later steps (renderer/hydrateShell.tsx, renderer/islands/browserIslands.ts): what each one adds to what is loaded
// before it. The shell (React and the header) comes when the visitor is about to use the header or the contact
// section; the islands after it.
const entryOf = (test: (key: string, entry: ManifestEntry) => boolean) =>
  Object.entries(manifest).find(([key, entry]) => test(key, entry))?.[1]
const shell = entryOf((_key, entry) => entry.name === 'shell')
const island = (src: string) => entryOf((key) => key === src)
const adds = (files: string[], before: Set<string>) => {
  const extra = [...closure(files).scripts].filter((file) => !before.has(file))
  return { extra, bytes: extra.reduce((total, file) => total + gzip(readFileSync(path.join(client, file))), 0) }
}
const steps: Array<[label: string, files: string[], before: Set<string>]> = []
if (shell) {
  const withShell = new Set([...homeScripts, ...closure([shell.file]).scripts])
  // With the home page's language's copy (messages and menus), which comes beside React.
  const copy = entryOf((key) => key === 'virtual:fluxa/shell-copy/pt-BR')
  steps.push([
    "the shell (React, the header, the contact frame, the language's copy): on intent",
    [shell.file, ...(copy ? [copy.file] : [])],
    homeScripts,
  ])
  const form = island('components/contact/ContactIsland.tsx')
  const toasts = island('components/contact/toast/ToastIsland.tsx')
  const tooltip = island('components/layout/LocaleTooltip.tsx')
  if (form && toasts)
    steps.push(['the form and the toasts: the contact section near', [form.file, toasts.file], withShell])
  if (form) steps.push(['  of which the form and its data layer', [form.file], withShell])
  if (toasts) steps.push(['  of which the toasts', [toasts.file], withShell])
  if (tooltip) steps.push(['the language tooltip: the header used', [tooltip.file], withShell])
}
console.log('\nLoaded later, never by the first load (gzip each step adds to what is loaded before it):')
for (const [label, files, before] of steps) {
  const { extra, bytes } = adds(files, before)
  console.log(`  ${kb(bytes).padStart(6)} KiB gzip  ${label}  (${extra.length} files)`)
}
process.exit(0)
