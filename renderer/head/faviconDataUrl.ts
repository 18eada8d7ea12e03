import svgToMiniDataURI from 'mini-svg-data-uri'
import { brandMarkSvg } from '../../components/brand/brandMarkSvg.ts'

/**
 * The tab's icon as a `data:` URL written into every page's head: a request of its own, fetched while the page is
 * still being laid out, would share a slow line with the font (docs/performance.md). /favicon.svg serves the same
 * mark to the manifest. A fixed string, never built from a request; `toSrcset` escapes its spaces too, which a URL
 * may not hold raw (the HTML checker refuses them).
 */
export const faviconDataUrl = svgToMiniDataURI.toSrcset(brandMarkSvg())
