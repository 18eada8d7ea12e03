import type { ShellContext } from '../components/pageContext/ShellContext.ts'
import { shellContextElementId } from './shellContextElementId.ts'

/**
 * The shell context as a JSON script element: inert data the browser parses only when React arrives. `<` is written
 * as \u003c, so no text in it can close the element or open a comment.
 */
export function shellContextScript(shell: ShellContext): string {
  const json = JSON.stringify(shell).replace(/</g, '\\u003c')
  return `<script id="${shellContextElementId}" type="application/json">${json}</script>`
}
