import type { PageContext } from 'vike/types'

/**
 * What the hydrated parts say, the same on every page of a language: the header's and the form's messages and the
 * header's menus. The server renders with it (components/layout/shellCopy.ts); the browser imports it as a module of its
 * own per language (build/shellCopies.ts), fetched beside React when the visitor is about to use the header or the
 * form, so no page carries it in its HTML (docs/performance.md).
 */
export type ShellCopy = Pick<PageContext, 'messages' | 'navGroups'>
