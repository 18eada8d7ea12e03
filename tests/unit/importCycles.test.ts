import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const folders = ['build', 'components', 'content', 'locales', 'pages', 'renderer', 'server', 'site', 'tests']

/** Every .ts / .tsx file of the project's own folders, and the configuration files at the root. */
function sourceFiles(): string[] {
  const inFolders = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(root, folder, file)),
  )
  const atRoot = readdirSync(root).map((file) => join(root, file))
  return [...inFolders, ...atRoot].filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
}

/**
 * The project's import graph: file → the project files it imports (static, dynamic and type-only imports alike, as
 * TypeScript's own pre-processor lists them; packages and virtual modules are not edges).
 */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    graph.set(
      file,
      importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name))
        .filter((target) => existsSync(target)),
    )
  }
  return graph
}

/** The strongly connected components of more than one file, and files that import themselves (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(relative(root, member))
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

// A loop in the imports makes the order modules load in matter and hides which side owns a piece (docs/front-end.md).
describe('the import graph', () => {
  it('reads the whole tree', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(500)
    expect([...graph.values()].flat().length).toBeGreaterThan(1000)
  })

  it('has no loop', () => {
    expect(cycles(importGraph())).toEqual([])
  })

  it('finds a loop planted in a graph', () => {
    const planted = new Map([
      [join(root, 'a.ts'), [join(root, 'b.ts')]],
      [join(root, 'b.ts'), [join(root, 'c.ts')]],
      [join(root, 'c.ts'), [join(root, 'a.ts')]],
      [join(root, 'd.ts'), [join(root, 'a.ts')]],
    ])
    expect(cycles(planted)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })
})
