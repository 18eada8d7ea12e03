import type { ShellPage } from '../components/pageContext/shellContext.ts'
import { shellContextElementId } from './shellContextElementId.ts'

/**
 * The page's part of the shell context the server wrote into this very page (shellContextScript). Not an outside input: the same
 * response, written by the same render that wrote the HTML React hydrates, so it is read as it was written.
 */
export function readShellContext(): ShellPage {
  const text = document.getElementById(shellContextElementId)?.textContent
  if (!text) throw new Error(`#${shellContextElementId} is missing`)
  return JSON.parse(text)
}
