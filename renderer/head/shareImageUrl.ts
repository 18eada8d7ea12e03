import shareImageUrls from 'virtual:fluxa/share-images'

/** The path of a page's share image (drawn at build time, content-hashed), by the page's URL path. */
export function shareImageUrl(pagePath: string): string | undefined {
  return shareImageUrls[pagePath]
}
