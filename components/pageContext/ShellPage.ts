import type { PageContext } from 'vike/types'

/**
 * What the hydrated parts read of this one page: the server writes it into the page as JSON
 * (renderer/shellContextScript.ts) and the browser reads it back when React arrives (renderer/readShellContext.ts).
 */
export type ShellPage = Pick<
  PageContext,
  'locale' | 'logicalPath' | 'twinPath' | 'hasContactForm' | 'contactForm' | 'contactTopic'
>
