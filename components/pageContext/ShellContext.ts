import type { ShellCopy } from './ShellCopy.ts'
import type { ShellPage } from './ShellPage.ts'

/**
 * What the parts the browser hydrates (header, contact section, form) read: this page's own facts (ShellPage, written
 * into the page) and its language's copy (ShellCopy, a module per language). Page bodies and the footer, rendered on
 * the server only, read the whole page context (usePageContext).
 */
export type ShellContext = ShellPage & ShellCopy
