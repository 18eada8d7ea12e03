import { landingPages, landingPath } from './landingPages.ts'

/** The standalone pages beside the landing template. */
export const standalonePaths = ['/', '/terms', '/privacy', '/about-us'] as const

/** Every logical route of docs/pages-and-copy.md (31), in the order the sitemap lists them. */
export const sitePaths: readonly string[] = [...standalonePaths, ...landingPages.map(landingPath)]

/**
 * The catalogue prefix of a page's own copy: "/" → "home", "/solutions/fx-desk" → "solutions.fx-desk".
 * Only this slice of the copy catalogue is sent with a page.
 */
export function copyPrefix(pathname: string): string {
  return pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '.')
}
