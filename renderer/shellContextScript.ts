import type { ShellPage } from '../components/pageContext/shellContext.ts'

/** The id of the `<script type="application/json">` that carries the shell context to the browser. */
export const shellContextElementId = 'shell-context'

/**
 * The page's part of the shell context (its language's copy is a module, build/shellCopies.ts) as a JSON script
 * element: inert data the browser parses only when React arrives. `<` is written as \u003c, so no text in it can
 * close the element or open a comment.
 */
export function shellContextScript(shell: ShellPage): string {
  const json = JSON.stringify(shell).replace(/</g, '\\u003c')
  return `<script id="${shellContextElementId}" type="application/json">${json}</script>`
}

/**
 * The page's part of the shell context the server wrote into this very page (shellContextScript). Not an outside
 * input: the same response, written by the same render that wrote the HTML React hydrates, so it is read as it was
 * written.
 */
export function readShellContext(): ShellPage {
  const text = document.getElementById(shellContextElementId)?.textContent
  if (!text) throw new Error(`#${shellContextElementId} is missing`)
  return JSON.parse(text)
}
