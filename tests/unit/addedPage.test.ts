import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Family } from '../../site/landingPages.ts'
import { freePort } from '../support/freePort.ts'

const root = resolve(import.meta.dirname, '../..')
const serverEntry = 'vite-plugin-server-entry'
/** What is not the project's source: installed packages, builds, test output and the lead store a server writes. */
const notCopied = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data'])

/**
 * A page of each family added as docs/pages-and-copy.md says, in three files: its fact (an entry in the family's
 * table of site/facts/), its registry entry (site/landingPages.ts) and its record (content/<family>/<slug>.ts, a
 * sibling's words with its own hero title). Nothing else of the project is touched.
 */
type AddedPage = {
  family: Family
  slug: string
  factFile: string
  fact: string
  entry: string
  sibling: string
  /** The fact's name in each language: what the menus call the page. */
  name: { 'pt-BR': string; 'en-US': string }
}

const addedPages: AddedPage[] = [
  {
    family: 'solutions',
    slug: 'treasury',
    factFile: 'site/facts/solutionFacts.ts',
    fact: `treasury: { name: { 'pt-BR': 'Tesouraria', 'en-US': 'Treasury' } },`,
    entry: `{ family: 'solutions', slug: 'treasury', badges: ['currency:USD', 'currency:BRL'], visual: { kind: 'invoice', paidWith: ['method:pix'] }, related: { methods: ['pix'], countries: ['brazil'] } },`,
    sibling: 'billing',
    name: { 'pt-BR': 'Tesouraria', 'en-US': 'Treasury' },
  },
  {
    family: 'methods',
    slug: 'bank-transfer',
    factFile: 'site/facts/methodFacts.ts',
    fact: `'bank-transfer': { name: { 'pt-BR': 'Transferência bancária', 'en-US': 'Bank transfer' }, label: { 'pt-BR': 'Transferência', 'en-US': 'Transfer' }, words: { 'pt-BR': ['transferencias? bancarias?'], 'en-US': ['bank transfers?'] }, countries: ['mexico'], collects: 'MXN' },`,
    entry: `{ family: 'methods', slug: 'bank-transfer', badges: ['method:bank-transfer', 'country:mexico', 'currency:MXN'], visual: { kind: 'bankTransfer' }, related: { solutions: ['pay-in-payout'] } },`,
    sibling: 'spei',
    name: { 'pt-BR': 'Transferência bancária', 'en-US': 'Bank transfer' },
  },
  {
    family: 'countries',
    slug: 'peru',
    factFile: 'site/facts/countryFacts.ts',
    fact: `peru: { iso: 'PE', name: { 'pt-BR': 'Peru', 'en-US': 'Peru' }, map: { col: 9, row: 13 }, words: { 'pt-BR': ['peru', 'peruan[oa]s?'], 'en-US': ['peru', 'peruvians?'] } },`,
    entry: `{ family: 'countries', slug: 'peru', badges: ['country:peru', 'method:usdt'], visual: { kind: 'country', country: 'peru' }, related: { methods: ['usdt'], solutions: ['on-off-ramp'] } },`,
    sibling: 'argentina',
    name: { 'pt-BR': 'Peru', 'en-US': 'Peru' },
  },
  {
    family: 'industries',
    slug: 'healthcare',
    factFile: 'site/facts/industryFacts.ts',
    fact: `healthcare: { name: { 'pt-BR': 'Saúde', 'en-US': 'Healthcare' }, flow: 'paid', words: { 'pt-BR': ['saude', 'pacientes?', 'clinicas?'], 'en-US': ['healthcare', 'patients?', 'clinics?'] } },`,
    entry: `{ family: 'industries', slug: 'healthcare', badges: ['method:pix', 'method:cards'], visual: { kind: 'checkout', icon: 'Gamepad2', methods: ['pix', 'cards'] }, related: { methods: ['pix', 'cards'], countries: ['brazil'] } },`,
    sibling: 'gaming',
    name: { 'pt-BR': 'Saúde', 'en-US': 'Healthcare' },
  },
]

const heroTitle = (page: AddedPage, locale: 'pt-BR' | 'en-US') => `${page.name[locale]}: an added page (${locale})`

/** Inserts `text` before the one occurrence of `marker` in the copy's `file`. */
function insertBefore(copy: string, file: string, marker: string, text: string) {
  const path = join(copy, file)
  const source = readFileSync(path, 'utf8')
  const at = source.indexOf(marker)
  if (at < 0 || source.indexOf(marker, at + 1) >= 0) throw new Error(`${file}: expected one "${marker.trim()}"`)
  writeFileSync(path, `${source.slice(0, at)}\n${text}${source.slice(at)}`)
}

/** The project's files (what git tracks and what the build generated, as they are in this tree) with their bytes. */
function projectFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (at === dir && notCopied.has(entry.name)) continue
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) files.set(relative(dir, path), readFileSync(path, 'latin1'))
    }
  }
  walk(dir)
  return files
}

/**
 * A copy of the project, its node_modules linked package by package (Vite's cache stays the copy's own). The one
 * package a build writes into, the auto-importer that points Vike at a build's server entry, is copied and reset, so
 * the copy's server renders its own pages and never this tree's build.
 */
function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'fluxa-added-page-'))
  for (const entry of readdirSync(root)) {
    if (!notCopied.has(entry)) cpSync(join(root, entry), join(copy, entry), { recursive: true })
  }
  const linkAll = (from: string, to: string, own: Set<string>) => {
    mkdirSync(to)
    for (const entry of readdirSync(from)) if (!own.has(entry)) symlinkSync(join(from, entry), join(to, entry))
  }
  linkAll(join(root, 'node_modules'), join(copy, 'node_modules'), new Set(['.vite', '@brillout']))
  linkAll(join(root, 'node_modules/@brillout'), join(copy, 'node_modules/@brillout'), new Set([serverEntry]))
  cpSync(join(root, 'node_modules/@brillout', serverEntry), join(copy, 'node_modules/@brillout', serverEntry), {
    recursive: true,
  })
  writeFileSync(
    join(copy, 'node_modules/@brillout', serverEntry, 'dist/esm/runtime/autoImporter.js'),
    "export const status = 'UNSET';\n",
  )
  return copy
}

/** Adds the page's three files to the copy. */
function addPage(copy: string, page: AddedPage) {
  insertBefore(copy, page.factFile, '\n} as const satisfies', page.fact)
  insertBefore(copy, 'site/landingPages.ts', '\n] as const satisfies readonly LandingPage[]', page.entry)
  const sibling = readFileSync(join(copy, `content/${page.family}/${page.sibling}.ts`), 'utf8')
  const record = sibling.replace(
    /(hero: \{\s*title: \{\s*'pt-BR':\s*)(['"])(?:(?!\2)[^\\]|\\.)*\2(,\s*'en-US':\s*)(['"])(?:(?!\4)[^\\]|\\.)*\4/u,
    (...[, before, , between]: string[]) =>
      `${before}'${heroTitle(page, 'pt-BR')}'${between}'${heroTitle(page, 'en-US')}'`,
  )
  if (record === sibling) throw new Error(`content/${page.family}/${page.sibling}.ts: no hero title found`)
  writeFileSync(join(copy, `content/${page.family}/${page.slug}.ts`), record)
}

/** Runs a command in the copy; resolves with its exit code and output. */
function run(copy: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, args, { cwd: copy, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => done({ code, output }))
  })
}

const typecheck = (copy: string) => run(copy, ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', copy])

describe('a page of each family added in three files (docs/pages-and-copy.md)', () => {
  let copy = ''
  let original = new Map<string, string>()

  beforeAll(() => {
    copy = copyProject()
    original = projectFiles(copy)
    for (const page of addedPages) addPage(copy, page)
  })

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('touches only its fact, its registry entry and its record', () => {
    const after = projectFiles(copy)
    const changed = [...after].filter(([file, bytes]) => original.get(file) !== bytes).map(([file]) => file)
    const expected = new Set([
      'site/landingPages.ts',
      ...addedPages.flatMap((page) => [page.factFile, `content/${page.family}/${page.slug}.ts`]),
    ])
    expect(changed.toSorted()).toEqual([...expected].toSorted())
  })

  it("is accepted by the build's types", async () => {
    const { code, output } = await typecheck(copy)
    expect(output).toBe('')
    expect(code).toBe(0)
  })

  describe('served by the development server', () => {
    let url = ''
    let stop = async () => {}
    let output = ''

    beforeAll(async () => {
      const port = String(await freePort())
      const child = spawn(process.execPath, ['server/index.js'], {
        cwd: copy,
        // Only PATH: nothing of this test runner's environment (its NODE_ENV, its Vite settings) reaches the server.
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'development',
          PORT: port,
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<void>((done) => child.once('exit', () => done()))
      stop = async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
        await exited
      }
      url = `http://127.0.0.1:${port}`
      // Its own readiness: /healthz answers once the server listens (docs/operations.md).
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the development server exited:\n${output}`)
        const ready = await fetch(`${url}/healthz`).then(
          (response) => response.ok,
          () => false,
        )
        if (ready) break
        await new Promise((wait) => setTimeout(wait, 200))
      }
    })

    afterAll(async () => {
      await stop()
    })

    for (const page of addedPages) {
      it(`renders /${page.family}/${page.slug} with its record, in both languages`, async () => {
        for (const [locale, path] of [
          ['pt-BR', `/${page.family}/${page.slug}`],
          ['en-US', `/en/${page.family}/${page.slug}`],
        ] as const) {
          const response = await fetch(`${url}${path}`)
          const html = await response.text()
          expect(response.status, `${path}: the server said\n${output}`).toBe(200)
          expect(html, path).toContain(`<h1>${heroTitle(page, locale)}</h1>`)
          // Its questions as FAQPage JSON-LD and its own share image, both from its record.
          expect(html, path).toContain('"@type":"FAQPage"')
          expect(html, path).toContain(`/share/${locale}/${page.family}.${page.slug}.png"`)
        }
      })
    }

    it('lists the added pages in the menus and the sitemap, and draws their share images', async () => {
      const home = await (await fetch(`${url}/`)).text()
      const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
      for (const page of addedPages) {
        expect(home).toContain(`href="/${page.family}/${page.slug}"`)
        expect(home).toContain(page.name['pt-BR'])
        expect(sitemap).toContain(`/en/${page.family}/${page.slug}</loc>`)
        const image = await fetch(`${url}/share/en-US/${page.family}.${page.slug}.png`)
        expect(image.status).toBe(200)
        expect(image.headers.get('content-type')).toBe('image/png')
      }
    })
  })

  it('fails when a table keyed by every id of a family comes back (planted)', async () => {
    const planted = join(copy, 'components/plantedCountryTable.ts')
    writeFileSync(
      planted,
      [
        "import type { CountryId } from '../site/facts/countryFacts.ts'",
        'export const planted: Record<CountryId, string> = { brazil: "BR", mexico: "MX", argentina: "AR", colombia: "CO" }',
        '',
      ].join('\n'),
    )
    try {
      const { code, output } = await typecheck(copy)
      expect(code).not.toBe(0)
      expect(output).toMatch(/plantedCountryTable\.ts.*peru/su)
    } finally {
      rmSync(planted)
    }
  })
})
