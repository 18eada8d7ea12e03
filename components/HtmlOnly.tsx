import { lazy, Suspense, type ReactNode } from 'react'

// Its code never comes: the browser keeps the server's HTML of the boundary as it is, for good.
const NeverLoaded = lazy(() => new Promise<never>(() => {}))

/**
 * Server-rendered HTML the browser never hydrates: page bodies and the footer are text and links, so they need no
 * JavaScript, and their code stays out of the browser. The server passes the content; the browser passes nothing,
 * and React leaves the boundary dehydrated (its links work natively; CTAs are handled by scrollToContactOnCta).
 * Nothing above it may change after load: an update reaching the boundary would make React replace it.
 */
export function HtmlOnly({ children }: { children?: ReactNode }) {
  return <Suspense fallback={null}>{children ?? <NeverLoaded />}</Suspense>
}
