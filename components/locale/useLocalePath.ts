import { usePageContext } from '../pageContext/usePageContext.ts'
import { localizePath } from '../../site/localizePath.ts'

/** Localizes logical paths to the current page's language. */
export function useLocalePath(): (pathname: string) => string {
  const { locale } = usePageContext()
  return (pathname) => localizePath(pathname, locale)
}
