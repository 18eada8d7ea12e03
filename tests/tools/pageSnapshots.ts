// `npm run pages:snapshot -- <file>` writes what a visitor and a crawler get from every page of the production build
// (both languages, the 404s); `npm run pages:compare -- <before> <after>` lists every difference and exits 1 on any.
// A refactoring step runs it before and after (docs/front-end.md, "Refactoring without changing a page"): the words,
// the landmarks, the headings, the links, the head and the response headers must come out the same.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { z } from 'zod'
import { locales } from '../../site/locales.ts'
import { localizePath } from '../../site/locales.ts'
import { sitePaths } from '../../site/landingPages.ts'
import { ensureBuilt } from '../support/ensureBuilt.ts'
import { startSiteProcess } from '../support/startSiteProcess.ts'

type Element = Parameters<typeof DomUtils.getAttributeValue>[0]

const pageSnapshot = z.object({
  status: z.number(),
  headers: z.record(z.string(), z.string()),
  head: z.array(z.string()),
  landmarks: z.array(z.string()),
  headings: z.array(z.string()),
  links: z.array(z.string()),
  text: z.string(),
})
type PageSnapshot = z.infer<typeof pageSnapshot>
const snapshotFile = z.record(z.string(), pageSnapshot)

// Headers that differ between two runs of the same build (time, request id) or between two builds of the same pages
// (the ETag follows the bytes, which a refactoring may change without changing what anyone sees).
const unstableHeaders = new Set(['date', 'etag', 'x-request-id', 'keep-alive', 'connection', 'content-length'])
// Landmark elements and roles (WAI-ARIA), named by their accessible name where they have one.
const landmarkTags = new Set(['header', 'nav', 'main', 'aside', 'footer', 'form', 'search'])
const landmarkRoles = new Set([
  'banner',
  'navigation',
  'main',
  'complementary',
  'contentinfo',
  'form',
  'region',
  'search',
])
const unread = new Set(['script', 'style', 'template'])

const squeeze = (text: string) => text.replace(/\s+/gu, ' ').trim()

function read(html: string, response: Response): PageSnapshot {
  const document = parseDocument(html)
  const attr = (element: Element, name: string) => DomUtils.getAttributeValue(element, name)
  const elements = DomUtils.findAll(() => true, document.children)
  const byId = new Map(elements.flatMap((element) => (attr(element, 'id') ? [[attr(element, 'id'), element]] : [])))
  const textOf = (element: Element): string =>
    squeeze(
      element.children
        .map((child) =>
          DomUtils.isTag(child) ? (unread.has(child.name) ? ' ' : ` ${textOf(child)} `) : DomUtils.textContent(child),
        )
        .join(''),
    )
  const nameOf = (element: Element) =>
    attr(element, 'aria-label') ??
    (attr(element, 'aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => {
        const labelled = byId.get(id)
        return labelled ? textOf(labelled) : ''
      })
      .join(' ')
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!unstableHeaders.has(name)) headers[name] = value
  })
  const head = elements
    .filter((element) => ['title', 'meta', 'link'].includes(element.name) && !attr(element, 'nonce'))
    .filter(
      (element) => element.name !== 'link' || !/^(modulepreload|preload|stylesheet)$/.test(attr(element, 'rel') ?? ''),
    )
    .map((element) =>
      element.name === 'title'
        ? `title: ${textOf(element)}`
        : `${element.name} ${Object.entries(element.attribs)
            .filter(([name]) => !name.startsWith('data-'))
            .map(([name, value]) => `${name}=${value}`)
            .sort()
            .join(' ')}`,
    )
  const body = elements.find((element) => element.name === 'body')
  return {
    status: response.status,
    headers,
    head,
    landmarks: elements
      .filter((element) => landmarkTags.has(element.name) || landmarkRoles.has(attr(element, 'role') ?? ''))
      .map((element) => squeeze(`${attr(element, 'role') ?? element.name} ${nameOf(element)}`)),
    headings: elements
      .filter((element) => /^h[1-6]$/.test(element.name))
      .map((element) => `${element.name} ${textOf(element)}`),
    links: elements
      .filter((element) => element.name === 'a' && attr(element, 'href'))
      .map((element) => `${attr(element, 'href')} ${textOf(element)}`),
    text: body ? textOf(body) : '',
  }
}

async function snapshot(file: string) {
  ensureBuilt()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fluxa-page-snapshots-'))
  // A fixed public origin: canonical and share-image URLs must not change with the port this run happened to get.
  const site = await startSiteProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://www.fluxa.example',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  })
  try {
    const urls = locales.flatMap((locale) =>
      [...sitePaths, '/no-such-page'].map((route) => localizePath(route, locale)),
    )
    const pages: Record<string, PageSnapshot> = {}
    for (const url of urls) {
      const response = await fetch(`${site.url}${url}`, {
        redirect: 'manual',
        headers: { 'accept-encoding': 'identity' },
      })
      pages[url] = read(await response.text(), response)
    }
    writeFileSync(file, `${JSON.stringify(pages, null, 1)}\n`)
    process.stdout.write(`${Object.keys(pages).length} pages written to ${file}\n`)
  } finally {
    await site.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The lines of `before` and `after` that only one of them has, in order (a list diff, not an edit script). */
function listDifference(before: readonly string[], after: readonly string[]): string[] {
  const count = (list: readonly string[]) =>
    list.reduce((m, line) => m.set(line, (m.get(line) ?? 0) + 1), new Map<string, number>())
  const [b, a] = [count(before), count(after)]
  const gone = [...b].flatMap(([line, n]) => Array<string>(Math.max(0, n - (a.get(line) ?? 0))).fill(`  - ${line}`))
  const come = [...a].flatMap(([line, n]) => Array<string>(Math.max(0, n - (b.get(line) ?? 0))).fill(`  + ${line}`))
  const order =
    before.join('\n') === after.join('\n') || gone.length + come.length > 0 ? [] : ['  (same lines, another order)']
  return [...gone, ...come, ...order]
}

function compare(beforeFile: string, afterFile: string) {
  const [before, after] = [beforeFile, afterFile].map((file) =>
    snapshotFile.parse(JSON.parse(readFileSync(file, 'utf8'))),
  )
  const problems: string[] = []
  for (const url of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [b, a] = [before[url], after[url]]
    if (!b || !a) {
      problems.push(`${url}: only in ${b ? beforeFile : afterFile}`)
      continue
    }
    const differences = [
      b.status === a.status ? [] : [`status ${b.status} → ${a.status}`],
      ...(['head', 'landmarks', 'headings', 'links'] as const).map((key) =>
        listDifference(b[key], a[key]).map((line, i) => (i === 0 ? `${key}:\n${line}` : line)),
      ),
      listDifference(
        Object.entries(b.headers).map(([name, value]) => `${name}: ${value}`),
        Object.entries(a.headers).map(([name, value]) => `${name}: ${value}`),
      ).map((line, i) => (i === 0 ? `headers:\n${line}` : line)),
      b.text === a.text ? [] : [`text:\n${wordDifference(b.text, a.text)}`],
    ].flat()
    if (differences.length > 0) problems.push(`${url}\n${differences.map((line) => `  ${line}`).join('\n')}`)
  }
  process.stdout.write(
    problems.length === 0
      ? `The ${Object.keys(after).length} pages are the same: text, landmarks, headings, links, head and headers.\n`
      : `${problems.join('\n')}\n\n${problems.length} pages differ.\n`,
  )
  process.exitCode = problems.length === 0 ? 0 : 1
}

/** Where two texts part: the words around the first difference, before and after. */
function wordDifference(before: string, after: string): string {
  const [b, a] = [before.split(' '), after.split(' ')]
  let start = 0
  while (start < b.length && b[start] === a[start]) start += 1
  let end = 0
  while (end < b.length - start && end < a.length - start && b[b.length - 1 - end] === a[a.length - 1 - end]) end += 1
  const around = (words: string[]) => words.slice(Math.max(0, start - 6), words.length - end + 6).join(' ')
  return `    - …${around(b)}…\n    + …${around(a)}…`
}

const [command, ...files] = process.argv.slice(2)
if (command === 'snapshot' && files.length === 1) await snapshot(files[0]!)
else if (command === 'compare' && files.length === 2) compare(files[0]!, files[1]!)
else {
  process.stderr.write('usage: pageSnapshots.ts snapshot <file> | compare <before> <after>\n')
  process.exitCode = 2
}
