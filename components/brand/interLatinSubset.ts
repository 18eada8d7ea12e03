/**
 * What the first screen's font file holds: Inter's Latin file cut to the characters the two languages use and to the
 * weights the site sets (400 body, 500–800 labels and headings). 28 KB instead of 48: on a slow line it arrives in
 * two round trips instead of three (docs/performance.md). Anything else (a name in Latin Extended, an arrow the copy
 * does not use yet) falls to the Latin Extended file or to the metric-matched fallback, never to a missing glyph;
 * `tests/unit/servedPages.test.ts` checks that every page's text and every UI message is inside this set.
 *
 * The cut file is committed (components/brand/fonts/) and remade by `npm run font:subset`
 * (build/font/subsetInterLatin.ts); `tests/unit/interLatinSubset.test.ts` fails when it no longer matches this list
 * or the installed Inter.
 */
export const interLatinSubset = {
  /** CSS unicode-range syntax: printable ASCII, Latin-1, and the typographic marks the copy uses. */
  unicodeRange: 'U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+203A,U+20AC,U+2192,U+2212',
  weights: { min: 400, max: 800 },
} as const
