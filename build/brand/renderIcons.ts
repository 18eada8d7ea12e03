import { Resvg } from '@resvg/resvg-js'
import pngToIco from 'png-to-ico'
import { brandMarkSvg } from '../../components/brand/brandMarkSvg.ts'

const png = (svg: string, size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()

// Home-screen icons are full-bleed squares: iOS and Android round the corners themselves, and the glyph sits in the
// middle half of the tile, inside the maskable safe zone.
const squareMark = () => brandMarkSvg().replace(/rx="8"/, 'rx="0"')

/** Every icon file the site serves at its root, from the one mark (brand/brandMark.ts). */
export async function renderIcons(): Promise<Record<string, Buffer | string>> {
  return {
    'favicon.svg': brandMarkSvg(),
    'favicon.ico': await pngToIco([16, 32, 48].map((size) => png(brandMarkSvg(), size))),
    'apple-touch-icon.png': png(squareMark(), 180),
    'icon-192.png': png(squareMark(), 192),
    'icon-512.png': png(squareMark(), 512),
  }
}
