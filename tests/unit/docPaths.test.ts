import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const codeFolders = ['build', 'components', 'content', 'deploy', 'pages', 'renderer', 'server', 'site', 'tests']
// Written by a command rather than kept in git (lingui compile, the build), or not a file of the project at all: a
// package whose name ends like a file.
const elsewhere = /^(dist\/|locales\/[^/]+\/[^/]+\.ts$)|^ipaddr\.js$/

const files = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split('/').includes('node_modules'))
    .map((file) => join(folder, file))

const tree = [...codeFolders, 'docs', 'locales', '.ci'].flatMap(files).concat(readdirSync(root))

/** The file names a text mentions (`server/startServer.ts`, `docs/leads.md`, `+Page.tsx`); not globs or placeholders. */
function mentionedPaths(text: string): string[] {
  return (
    text.match(
      /(?<![\w/.<>*{}$@:~-])(?:\.\.\/)*[\w+][\w.+-]*(?:\/[\w.+-]+)*\.(?:tsx?|mjs|js|md|sql|conf|yaml|sh)\b(?![\w/*-])/g,
    ) ?? []
  )
}

/** The targets of a Markdown page's links, which resolve from the page's own folder (as GitHub shows them). */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map(([, target]) => target!).filter((t) => !/^\w+:/.test(t))
}

/** The comments of a source file (`//` lines and `/* … *\/` blocks), without its code and strings. */
function comments(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/.*$/gm)].map(([comment]) => comment).join('\n')
}

/**
 * The names in `text` (found in the file `where`) that no file answers to: a path from the root, from `where`'s
 * folder, or the tail of a path in the tree (`ssr/renderWithVike.ts` in a list of server/'s folders); a bare name, any
 * file of that name. A Markdown link must resolve from its page's folder.
 */
function missing(where: string, text: string): string[] {
  const exists = (name: string) =>
    elsewhere.test(name) ||
    existsSync(resolve(root, name)) ||
    existsSync(resolve(root, dirname(where), name)) ||
    tree.some((file) => file === name || file.endsWith(`/${name.replace(/^(\.\.\/)+/, '')}`))
  const links = where.endsWith('.md')
    ? linkTargets(text).filter((target) => !existsSync(resolve(root, dirname(where), target)))
    : []
  return [...mentionedPaths(text).filter((name) => !exists(name)), ...links]
}

// Docs and comments are a map of the code (docs/README.md): a name that no longer exists sends a newcomer nowhere.
describe('every file a doc or a comment names exists', () => {
  const docs = ['README.md', ...files('docs').filter((file) => file.endsWith('.md'))]
  const sources = [...codeFolders.flatMap(files), ...readdirSync(root)].filter((file) =>
    /\.(tsx?|js|mjs|conf|yaml)$/.test(file),
  )

  it('reads the docs and the code', () => {
    expect(docs.length).toBeGreaterThan(10)
    expect(sources.length).toBeGreaterThan(500)
  })

  it.each(docs)('%s', (doc) => {
    expect(missing(doc, readFileSync(join(root, doc), 'utf8'))).toEqual([])
  })

  it('the comments of the code', () => {
    const broken = sources.flatMap((file) =>
      missing(file, comments(readFileSync(join(root, file), 'utf8'))).map((name) => `${file}: ${name}`),
    )
    expect(broken).toEqual([])
  })

  it('sees a name that does not exist, a link that leads nowhere, and a name in a comment only', () => {
    expect(
      missing('docs/leads.md', 'see `server/leads/noStore.ts` and [x](operations.md), [y](docs/leads.md)'),
    ).toEqual(['server/leads/noStore.ts', 'docs/leads.md'])
    expect(missing('server/x.ts', comments('// the header of site/landingStories.ts\nconst a = "b/c.ts"'))).toEqual([
      'site/landingStories.ts',
    ])
  })
})

/**
 * The identifiers of the code a text names in backticks (`metaTitle`, `ctx.state`, `renderPage()`), each part of a
 * dotted name: camelCase or PascalCase names, or any name called with `()`. File names are the test above's; lower-case
 * and snake_case words are other programs' settings (nginx's, Postgres's) or values, not this code's identifiers.
 */
function mentionedIdentifiers(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(\))?`/g)]
    .filter(([, name]) => !/\.(tsx?|m?js|md|sql|conf|yaml|sh|json)$/.test(name!))
    .filter(([, name, call]) => call !== undefined || /[a-z][A-Z]|^[A-Z][a-z]/.test(name!))
    .flatMap(([, name]) => name!.split('.'))
}

/** What a doc defines itself, in its fenced code blocks (an alert rule's name, a shell variable). */
const definedIn = (text: string) =>
  new Set([...text.matchAll(/```[\s\S]*?```/g)].flatMap(([block]) => block.match(/[\w$]+/g) ?? []))

// Every word of the code, the settings and the catalogues: what a doc may name in backticks.
const codeWords = new Set(
  [...codeFolders.flatMap(files), ...readdirSync(root), ...files('locales')]
    .filter((file) =>
      /\.(tsx?|js|mjs|json|sh|conf|yaml|po|sql)$|^(Dockerfile|\.env\.example)$/.test(file.split('/').pop()!),
    )
    .filter((file) => !file.startsWith('tests/unit/docPaths'))
    .flatMap((file) => readFileSync(join(root, file), 'utf8').match(/[\w$]+/g) ?? []),
)

describe('every identifier a doc names in backticks exists in the code', () => {
  const docs = ['README.md', ...files('docs').filter((file) => file.endsWith('.md'))]

  const allDocs = docs.map((doc) => readFileSync(join(root, doc), 'utf8')).join('\n')
  it.each(docs)('%s', (doc) => {
    const unknown = mentionedIdentifiers(readFileSync(join(root, doc), 'utf8')).filter(
      (name) => !codeWords.has(name) && !definedIn(allDocs).has(name),
    )
    expect([...new Set(unknown)]).toEqual([])
  })

  it('sees a name that is nowhere in the code', () => {
    expect(
      mentionedIdentifiers('the head reads `metaTitle`, `ctx.state`, `renderPage()` and `set_real_ip_from`'),
    ).toEqual(['metaTitle', 'renderPage'])
    expect(codeWords.has('metaTitle')).toBe(false)
    expect(codeWords.has('renderPage')).toBe(true)
  })
})
// The documents a comment or a doc may cite are the repository's own (docs/): the product's briefs, its issues and
// their numbers are not in it, so a reader of the code could not follow such a citation.
describe('no citation of a document outside the repository', () => {
  const outside = /\b(?:SPEC|DESIGN|COPY)(?:\.md\b|\s*§)|§\s*\d+(?![\d.]*\s*(?:of|in)\s+RFC)|\bissues? #?\d+\b/g
  const rfc = /RFC \d+ §[\d.]+|§[\d.]+ of RFC/g
  const cited = (text: string) => (text.replace(rfc, '').match(outside) ?? []).map((match) => match.trim())
  const docs = ['README.md', ...files('docs').filter((file) => file.endsWith('.md'))]
  const sources = [...codeFolders.flatMap(files), ...readdirSync(root)].filter((file) =>
    /\.(tsx?|js|mjs|conf|yaml|sh)$/.test(file),
  )

  it('in the docs and the comments', () => {
    const found = [
      ...docs.flatMap((doc) => cited(readFileSync(join(root, doc), 'utf8')).map((c) => `${doc}: ${c}`)),
      ...sources
        .filter((file) => !file.startsWith('tests/unit/docPaths'))
        .flatMap((file) => cited(comments(readFileSync(join(root, file), 'utf8'))).map((c) => `${file}: ${c}`)),
    ]
    expect(found).toEqual([])
  })

  it('sees a brief, a section and an issue, and lets an RFC be cited', () => {
    expect(cited('as SPEC §2 says, issue 30, COPY.md §1, DESIGN.md and RFC 9112 §3.2')).toEqual([
      'SPEC §',
      'issue 30',
      'COPY.md',
      '§1',
      'DESIGN.md',
    ])
  })
})
