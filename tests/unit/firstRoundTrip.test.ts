import { brotliCompressSync, constants } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { siteUrls } from '../e2e/support/siteUrls.ts'
import { servedSite } from '../support/servedSite.ts'

/*
 * A page's HTML must arrive in the first round trip of a new connection: TCP's first window is 10 segments of 1,460
 * bytes, and Lighthouse's simulation of a slow phone counts it so (docs/performance.md, "How Lighthouse reads LCP
 * here"). One byte over and everything the page then asks for (the font, the entry) starts a round trip later:
 * 150 ms on that phone. Counted as the server sends it: brotli at the quality it serves once warm (11) and every
 * header line. A page that outgrows it needs words or markup taken out, or a part moved out of the HTML, not a
 * higher figure here.
 */
const firstWindowBytes = 10 * 1460

const site = servedSite(
  siteUrls.map(({ url }) => url),
  (html) => html,
)

describe('every page in the first round trip', () => {
  it.each(siteUrls)('$url: brotli HTML and headers within 14,600 bytes', async ({ url }) => {
    // The headers as a browser that accepts brotli gets them (content-encoding and a compressed length included).
    const response = await fetch(`${site.app().url}${url}`, { headers: { 'accept-encoding': 'br' } })
    let headerBytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n\r\n`.length
    response.headers.forEach((value, name) => (headerBytes += `${name}: ${value}\r\n`.length))
    expect(response.headers.get('content-encoding')).toBe('br')
    const body = brotliCompressSync(site.page(url), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    expect(body + headerBytes, `${url}: ${body} bytes of brotli HTML + ${headerBytes} of headers`).toBeLessThanOrEqual(
      firstWindowBytes,
    )
  })
})
