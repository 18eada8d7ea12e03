const apiPath = /^\/api(?:\/|$)/

/** /api and everything under /api/: the JSON API, which answers every method itself (DESIGN §3). */
export function isApiPath(path: string): boolean {
  return apiPath.test(path)
}
