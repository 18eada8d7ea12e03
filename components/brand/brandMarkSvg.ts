import svgToMiniDataURI from 'mini-svg-data-uri'
import { brandMark } from './brandMark.ts'

/** The mark as a standalone SVG document (favicon.svg, and the source of the PNG icons). */
export function brandMarkSvg({ tile = true }: { tile?: boolean } = {}): string {
  const { size, bars, dot } = brandMark
  const rects = bars
    .map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="2.25"/>`)
    .join('')
  const background = tile
    ? `<rect width="${size}" height="${size}" rx="${brandMark.tile.radius}" fill="${brandMark.tile.fill}"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${background}<g fill="${brandMark.glyphFill}">${rects}<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}"/></g></svg>`
}

/**
 * The tab's icon as a `data:` URL written into every page's head: a request of its own, fetched while the page is
 * still being laid out, would share a slow line with the font (docs/performance.md). /favicon.svg serves the same
 * mark to the manifest. A fixed string, never built from a request; `toSrcset` escapes its spaces too, which a URL
 * may not hold raw (the HTML checker refuses them).
 */
export const faviconDataUrl = svgToMiniDataURI.toSrcset(brandMarkSvg())
