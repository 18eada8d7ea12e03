import { use } from 'react'
import type { ShellContext } from './ShellContext.ts'
import { ShellContextReact } from './ShellContextReact.ts'

/** The page as the hydrated parts know it: what renders in the browser reads this, not usePageContext. */
export function useShellContext(): ShellContext {
  const shell = use(ShellContextReact)
  if (!shell) throw new Error('useShellContext() outside the shell')
  return shell
}
