import path from 'node:path'
import type { Plugin } from 'vite'
import { importThroughVite } from './importThroughVite.ts'
import { locales } from '../site/locales.ts'

type ShellCopyModule = typeof import('../components/layout/shellCopy.ts')

const prefix = 'virtual:fluxa/shell-copy/'
const resolvedPrefix = `\0${prefix}`

/**
 * `virtual:fluxa/shell-copy/<locale>`: a language's shell copy (components/pageContext/shellContext.ts) as a module of
 * its own, which the browser imports beside React (renderer/loadShell.ts) instead of reading it from every page's
 * HTML. Made by the very function the server renders with (components/layout/shellCopy.ts), run through Vite so
 * its Lingui macros compile as they do in the app; in development, a change to anything it reads makes it again.
 */
export function shellCopies(): Plugin {
  let loaded: ReturnType<typeof importThroughVite<ShellCopyModule>> | undefined
  let dependencies = new Set<string>()
  return {
    name: 'fluxa:shell-copies',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined
      const locale = locales.find((known) => known === id.slice(resolvedPrefix.length))
      if (!locale) throw new Error(`${id.slice(1)}: no such language (${locales.join(', ')})`)
      loaded ??= importThroughVite<ShellCopyModule>('components/layout/shellCopy.ts')
      const result = await loaded
      dependencies = new Set(result.dependencies.map((file) => path.resolve(file)))
      for (const file of dependencies) this.addWatchFile(file)
      return `export default ${JSON.stringify(result.module.shellCopy(locale))}`
    },
    watchChange(id) {
      if (dependencies.has(path.resolve(id))) loaded = undefined
    },
  }
}
