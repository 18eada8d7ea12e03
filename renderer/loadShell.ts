import { readShellContext } from './shellContextScript.ts'
import type { ShellCopy } from '../components/pageContext/shellContext.ts'
import type { Locale } from '../site/locales.ts'

/**
 * Brings React and the shell in, one piece per task (docs/performance.md): React's own chunk first (react-dom is the
 * largest script there is, and a module is evaluated in one go), then the shell's chunk (styled-components, Lingui,
 * the header and the contact frame), then the hydration, whose
 * render React slices itself. The second chunk is requested once the first has run: one round trip more, in
 * exchange for no long task; until then the header works as `<details>` and the form as a plain form. The language's
 * copy (messages and menus, the same on every page) comes beside React, from a module of its own.
 */
export async function loadShell(): Promise<void> {
  const page = readShellContext()
  const [copy, { hydrateShell }] = await Promise.all([
    loadShellCopy(page.locale),
    import('./reactDom.ts').then(nextTask).then(() => import('./hydrateShell.tsx')),
  ])
  await nextTask()
  hydrateShell({ ...page, ...copy })
}

// One module per language, named in full so the build makes each a chunk of its own (build/shellCopies.ts).
const modules = {
  'pt-BR': () => import('virtual:fluxa/shell-copy/pt-BR'),
  'en-US': () => import('virtual:fluxa/shell-copy/en-US'),
} satisfies Record<Locale, () => Promise<{ default: ShellCopy }>>

/** The page language's shell copy, fetched when the shell loads (loadShell). */
async function loadShellCopy(locale: Locale): Promise<ShellCopy> {
  return (await modules[locale]()).default
}

/** Resolves in a task of its own: what follows runs after the browser has had its turn (input, a frame). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}
