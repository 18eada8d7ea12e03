import type { ShellPage } from '../components/pageContext/shellContext.ts'
import { shellContextElementId } from './shellContextElementId.ts'

/**
 * The page's part of the shell context (its language's copy is a module, build/shellCopies.ts) as a JSON script element: inert data the browser parses only when React arrives. `<` is written
 * as \u003c, so no text in it can close the element or open a comment.
 */
export function shellContextScript(shell: ShellPage): string {
  const json = JSON.stringify(shell).replace(/</g, '\\u003c')
  return `<script id="${shellContextElementId}" type="application/json">${json}</script>`
}
