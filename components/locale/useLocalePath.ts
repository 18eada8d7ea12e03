import { useShellContext } from '../pageContext/shellContext.ts'
import { localizePath } from '../../site/locales.ts'

/** Localizes logical paths to the current page's language. */
export function useLocalePath(): (pathname: string) => string {
  const { locale } = useShellContext()
  return (pathname) => localizePath(pathname, locale)
}
