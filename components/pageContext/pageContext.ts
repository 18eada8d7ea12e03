import { createContext, useContext } from 'react'
import type { PageContext } from 'vike/types'

/** The whole page context, provided by the renderer (renderer/PageShell.tsx) to what renders on the server only. */
export const PageContextReact = createContext<PageContext | undefined>(undefined)

export function usePageContext(): PageContext {
  const pageContext = useContext(PageContextReact)
  if (!pageContext) throw new Error('usePageContext() outside <PageContextReact.Provider>')
  return pageContext
}
