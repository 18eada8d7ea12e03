import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url'
import latin from './fonts/inter-latin-wght-400-800.woff2?url'
import { interLatinSubset } from './interLatinSubset.ts'

/**
 * Inter's variable WOFF2 files, content-hashed under /assets/ by the build (so immutable for a year) and served by
 * our own server. The Latin file, cut to what Portuguese and English use (á, ã, ç, é, õ, curly quotes, dashes…) and to
 * weights 400–800 (interLatinSubset.ts), is the one every page preloads; Latin Extended only loads if a page uses it.
 */
export const interFontFiles = {
  latin: {
    url: latin,
    unicodeRange: interLatinSubset.unicodeRange,
    weight: `${interLatinSubset.weights.min} ${interLatinSubset.weights.max}`,
  },
  latinExt: {
    url: latinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    weight: '100 900',
  },
} as const
