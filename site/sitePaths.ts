import { landingPages, landingPath } from './landingPages.ts'

/** The standalone pages beside the landing template. */
export const standalonePaths = ['/', '/terms', '/privacy', '/about-us'] as const

/** Every logical route of docs/pages-and-copy.md, in the order the sitemap lists them. */
export const sitePaths: readonly string[] = [...standalonePaths, ...landingPages.map(landingPath)]
