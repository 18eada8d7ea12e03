import { createContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

export const PageContextReact = createContext<PageContext | undefined>(undefined)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <PageContextReact.Provider value={pageContext}>{children}</PageContextReact.Provider>
}
