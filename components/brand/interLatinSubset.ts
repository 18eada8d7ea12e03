/**
 * What the first screen's font file holds: Inter's Latin file cut to the characters the two languages use and to the
 * weights the site sets (400 body, 500–800 labels and headings). 26 KB instead of 48: with its headers, one round
 * trip of a slow line on the connection the page came on (docs/performance.md). Anything else (a name in Latin
 * Extended, an arrow the copy does not use yet) falls to the Latin Extended file or to the metric-matched fallback,
 * never to a missing glyph; `tests/unit/servedPages.test.ts` checks that every page's text and every UI message is
 * inside this set.
 *
 * The cut file is committed (components/brand/fonts/) and remade by `npm run font:subset`
 * (build/font/subsetInterLatin.ts); `tests/unit/interLatinSubset.test.ts` fails when it no longer matches this list
 * or the installed Inter.
 */
export const interLatinSubset = {
  /**
   * CSS unicode-range syntax: printable ASCII; every Latin-1 letter (what a visitor may type in the form too: ñ, ü, ß,
   * ø…) with × and ÷; the Latin-1 marks a Portuguese or Spanish text uses (¡ § © ª « ° · º » ¿, the no-break space);
   * dashes, curly quotes, bullet, ellipsis, euro, arrow and minus. Not ¢ £ ¥ ® ± ² ½ and the like: the pages use none
   * of them, and every glyph kept costs bytes on every first visit.
   */
  unicodeRange:
    'U+0020-007E,U+00A0-00A1,U+00A7,U+00A9-00AB,U+00B0,U+00B7,U+00BA-00BB,U+00BF-00FF,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2192,U+2212',
  weights: { min: 400, max: 800 },
} as const
