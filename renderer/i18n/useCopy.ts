import { useLingui } from '@lingui/react'
import { copyPrefix } from '../../site/sitePaths.ts'
import { usePageContext } from '../usePageContext.ts'
import { hasMessage } from './hasMessage.ts'

export type Copy = {
  /** The page's message `<prefix>.<key>` (the id itself when missing). */
  text: (key: string) => string
  /** Whether the page's copy has `<prefix>.<key>`. */
  has: (key: string) => boolean
}

/** Reads the current page's own copy from the catalogue slice sent with it. */
export function useCopy(): Copy {
  const { i18n } = useLingui()
  const { logicalPath } = usePageContext()
  const prefix = copyPrefix(logicalPath)
  return {
    text: (key) => {
      const id = `${prefix}.${key}`
      return i18n._(id)
    },
    has: (key) => hasMessage(i18n, `${prefix}.${key}`),
  }
}
