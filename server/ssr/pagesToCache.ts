import { locales } from '../../site/locales.ts'
import { notFoundPage } from './notFoundPage.ts'
import { sitePageRequests, type PageRequest } from './sitePageRequests.ts'

/** Every page the server renders, each cached for the life of the process: the 62 pages and one 404 page per language. */
export const pagesToCache: readonly PageRequest[] = [...sitePageRequests, ...locales.map(notFoundPage)]
