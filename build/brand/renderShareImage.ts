import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { shareImageSize } from '../../site/shareImageSize.ts'
import type { ShareImagePage } from './shareImagePages.ts'
import { shareImageTemplate } from './shareImageTemplate.ts'

const require = createRequire(import.meta.url)
// satori reads TTF, OTF and WOFF but not WOFF2: the static Inter cuts of @fontsource/inter, in the weights used.
const fonts: Font[] = ([400, 600, 800] as const).map((weight) => ({
  name: 'Inter',
  weight,
  style: 'normal',
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
}))

/** One page's share image as PNG bytes. */
export async function renderShareImage(page: ShareImagePage): Promise<Buffer> {
  const svg = await satori(shareImageTemplate(page), { ...shareImageSize, fonts })
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render().asPng()
}
