/** Where the cut of Inter's Latin file lives: interFontFiles.ts imports it, so the build hashes it like any asset. */
export const interLatinSubsetFile = new URL(
  '../../components/brand/fonts/inter-latin-wght-400-800.woff2',
  import.meta.url,
)
