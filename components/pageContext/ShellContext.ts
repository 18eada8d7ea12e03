import type { PageContext } from 'vike/types'

/**
 * What the parts the browser hydrates (header, contact section, form) read of the page: the server writes it into the
 * page as JSON (renderer/shellContextScript.ts) and the browser reads it back when React arrives
 * (renderer/readShellContext.ts). Page bodies and the footer, rendered on the server only, read the whole page
 * context (usePageContext).
 */
export type ShellContext = Pick<
  PageContext,
  'locale' | 'logicalPath' | 'twinPath' | 'messages' | 'hasContactForm' | 'contactForm' | 'navGroups' | 'contactTopic'
>
