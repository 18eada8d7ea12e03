import { locales } from '../../site/locales.ts'
import { notFoundPage } from './notFoundPage.ts'
import { pagePaths, type PageRequest } from './pagePaths.ts'

/** Every page the server renders, each cached for the life of the process: the 62 pages and one 404 page per language. */
export const renderPages: readonly PageRequest[] = [...pagePaths, ...locales.map(notFoundPage)]
