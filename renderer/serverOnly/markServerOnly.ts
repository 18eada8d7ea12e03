import { createElement, type ReactNode } from 'react'
import { serverOnlyTag } from './serverOnlyTag.ts'

/** Marks a part the browser never hydrates (HtmlOnly's content), for unmarkServerOnly to find in the HTML. */
export function markServerOnly(part: ReactNode): ReactNode {
  return createElement(serverOnlyTag, null, part)
}
