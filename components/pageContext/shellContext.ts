import { createContext, use } from 'react'
import type { PageContext } from 'vike/types'

/**
 * What the hydrated parts say, the same on every page of a language: the header's and the form's messages and the
 * header's menus. The server renders with it (components/layout/shellCopy.ts); the browser imports it as a module of its
 * own per language (build/shellCopies.ts), fetched beside React when the visitor is about to use the header or the
 * form, so no page carries it in its HTML (docs/performance.md).
 */
export type ShellCopy = Pick<PageContext, 'messages' | 'navGroups'>

/**
 * What the hydrated parts read of this one page: the server writes it into the page as JSON and the browser reads it
 * back when React arrives (shellContextScript and readShellContext, renderer/shellContextScript.ts).
 */
export type ShellPage = Pick<
  PageContext,
  'locale' | 'logicalPath' | 'twinPath' | 'hasContactForm' | 'contactForm' | 'contactTopic'
>

/**
 * What the parts the browser hydrates (header, contact section, form) read: this page's own facts (ShellPage) and its
 * language's copy (ShellCopy). Page bodies and the footer, rendered on the server only, read the whole page context
 * (usePageContext).
 */
export type ShellContext = ShellPage & ShellCopy

/** Provided by the shell on both sides (renderer/PageShell.tsx); read with useShellContext. */
export const ShellContextReact = createContext<ShellContext | undefined>(undefined)

/** The page as the hydrated parts know it: what renders in the browser reads this, not usePageContext. */
export function useShellContext(): ShellContext {
  const shell = use(ShellContextReact)
  if (!shell) throw new Error('useShellContext() outside the shell')
  return shell
}
