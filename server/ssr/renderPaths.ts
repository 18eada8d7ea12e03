import { locales } from '../../renderer/site/locales.ts'
import { notFoundPath } from './notFoundPath.ts'
import { pagePaths } from './pagePaths.ts'

/** Every path the server renders, each cached for the life of the process: the 62 pages and one 404 page per language. */
export const renderPaths: readonly string[] = [...pagePaths, ...locales.map(notFoundPath)]
