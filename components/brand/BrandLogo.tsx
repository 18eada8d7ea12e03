import { styled } from 'styled-components'
import { brandMark } from './brandMark.ts'
import { wordmarkPath } from './wordmarkPath.ts'

type Props = {
  /** Height of the mark in pixels; the wordmark is sized from it. */
  size?: number
  /** Colour of the wordmark (the mark keeps its own colours). */
  color: string
}

/**
 * The logo: mark and wordmark, both inline SVG (no request, no layout shift, the same on every OS). Decorative:
 * the link or text around it carries the name.
 */
export function BrandLogo({ size = 28, color }: Props) {
  const { size: grid, tile, bars, dot, glyphFill } = brandMark
  const [, , wordWidth, wordHeight] = wordmarkPath.viewBox.split(' ').map(Number)
  // The letters' cap height is 0.62 of the mark: the word reads as one unit with the tile.
  const textHeight = size * 0.62
  return (
    <Row aria-hidden="true" style={{ gap: Math.round(size * 0.3) }}>
      <svg width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} focusable="false">
        <rect width={grid} height={grid} rx={tile.radius} fill={tile.fill} />
        <g fill={glyphFill}>
          {bars.map((bar) => (
            <rect key={`${bar.x}-${bar.y}`} {...bar} rx={2.25} />
          ))}
          <circle {...dot} />
        </g>
      </svg>
      <svg
        // Two decimals are a hundredth of a pixel: the rest would be 15 digits in every page's header.
        width={Math.round((textHeight * wordWidth * 100) / wordHeight) / 100}
        height={textHeight}
        viewBox={wordmarkPath.viewBox}
        focusable="false"
      >
        <path d={wordmarkPath.d} fill={color} />
      </svg>
    </Row>
  )
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  line-height: 0;
  & > svg {
    display: block;
    flex: none;
  }
`
