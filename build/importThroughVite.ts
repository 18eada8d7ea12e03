import path from 'node:path'
import babel from '@rolldown/plugin-babel'
import { runnerImport } from 'vite'

/**
 * A module of the app loaded by a build plugin as Vite loads it for the server (its Lingui macros compiled, a
 * registry page's record found by its family and slug: content/landingRecordOf.ts), not through the bundle Vite
 * makes of its config, where a module's relative imports no longer resolve. For the plugins that render what the
 * server renders: the shell copy and the share images.
 */
export async function importThroughVite<Module>(file: string): Promise<{ module: Module; dependencies: string[] }> {
  const { module, dependencies } = await runnerImport<Module>(path.resolve(file), {
    configFile: false,
    logLevel: 'error',
    plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  })
  // The files it read, to watch in development; Vite's own helpers (`\0vite/…`, for an import by family and slug) are
  // no file.
  return { module, dependencies: dependencies.filter((dependency) => !dependency.startsWith('\0')) }
}
