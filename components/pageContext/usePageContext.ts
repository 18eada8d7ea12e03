import { useContext } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextReact } from './PageContextProvider.tsx'

export function usePageContext(): PageContext {
  const pageContext = useContext(PageContextReact)
  if (!pageContext) throw new Error('usePageContext() outside <PageContextReact.Provider>')
  return pageContext
}
