/** Written by build/brandAssets.ts: each page's URL path ("/en/methods/pix") → the URL of its share image. */
declare module 'virtual:fluxa/share-images' {
  const shareImageUrls: Readonly<Record<string, string>>
  export default shareImageUrls
}
