const apiPath = /^\/api(?:\/|$)/

/** /api and everything under /api/: the JSON API, which answers every method itself (docs/contact-and-captcha.md). */
export function isApiPath(path: string): boolean {
  return apiPath.test(path)
}
