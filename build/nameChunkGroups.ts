import type { Plugin } from 'vite'

/**
 * Gives every code-splitting group whose name is a function a `debugName`, so the bundler's timing report can name
 * it and the build stays quiet. Vike adds such a group (its CSS workaround) to the one vite.config.ts declares.
 */
export function nameChunkGroups(): Plugin {
  return {
    name: 'fluxa:name-chunk-groups',
    apply: 'build',
    outputOptions(options) {
      const { codeSplitting } = options
      if (typeof codeSplitting !== 'object') return
      for (const [index, group] of (codeSplitting.groups ?? []).entries())
        if (typeof group.name === 'function' && group.debugName === undefined) group.debugName = `group ${index}`
    },
  }
}
