/** "/terms/", "/en//terms" → "/terms", "/en/terms": one URL per page (docs/languages-and-urls.md). */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed
}
