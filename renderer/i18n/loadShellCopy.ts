import type { ShellCopy } from '../../components/pageContext/shellContext.ts'
import type { Locale } from '../../site/locales.ts'

// One module per language, named in full so the build makes each a chunk of its own (build/shellCopies.ts).
const modules = {
  'pt-BR': () => import('virtual:fluxa/shell-copy/pt-BR'),
  'en-US': () => import('virtual:fluxa/shell-copy/en-US'),
} satisfies Record<Locale, () => Promise<{ default: ShellCopy }>>

/** The page language's shell copy, fetched when the shell loads (renderer/loadShell.ts). */
export async function loadShellCopy(locale: Locale): Promise<ShellCopy> {
  return (await modules[locale]()).default
}
