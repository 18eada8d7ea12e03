import { cp, mkdtemp, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** What a clone does not have at its top, or a copy must not share with the project (build and test output). */
const notCopied = new Set(['.git', 'dist', 'test-results', 'playwright-report', '.bench', 'data'])

/**
 * A copy of the project in a new temporary folder, as a clone has it, sharing the project's node_modules through a
 * symlink; the caller removes it. Only top-level folders are left out: `components/contact/data` is source.
 */
export async function copyProject(prefix: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), prefix))
  await cp(root, copy, {
    recursive: true,
    filter: (source) => {
      const [top = ''] = path.relative(root, source).split(path.sep)
      return !notCopied.has(top) && path.basename(source) !== 'node_modules'
    },
  })
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  return copy
}
