import { locales } from '../../renderer/site/locales.ts'
import { localizePath } from '../../renderer/site/localizePath.ts'
import { sitePaths } from '../../renderer/site/sitePaths.ts'

/** Every page URL of the site in every language: 31 routes × 2 = 62 paths ("/", "/en", "/terms", "/en/terms", ...). */
export const pagePaths: readonly string[] = sitePaths.flatMap((path) => locales.map((locale) => localizePath(path, locale)))
