import { createElement as h, type ReactElement } from 'react'
import { brandMark } from '../../components/brand/brandMark.ts'
import { wordmarkPath } from '../../components/brand/wordmarkPath.ts'
import { theme } from '../../components/theme.ts'
import { shareImageSize } from '../../site/shareImageSize.ts'
import type { ShareImagePage } from './shareImagePages.ts'

const { color } = theme
const mint = color.accentBright

function logo(height: number): ReactElement {
  const [, , wordWidth, wordHeight] = wordmarkPath.viewBox.split(' ').map(Number)
  const textHeight = height * 0.62
  const { size, tile, bars, dot, glyphFill } = brandMark
  return h(
    'div',
    { style: { display: 'flex', alignItems: 'center', gap: Math.round(height * 0.3) } },
    h(
      'svg',
      { width: height, height, viewBox: `0 0 ${size} ${size}` },
      h('rect', { width: size, height: size, rx: tile.radius, fill: tile.fill }),
      ...bars.map((bar) => h('rect', { ...bar, rx: 2.25, fill: glyphFill })),
      h('circle', { ...dot, fill: glyphFill }),
    ),
    h(
      'svg',
      { width: (textHeight * wordWidth) / wordHeight, height: textHeight, viewBox: wordmarkPath.viewBox },
      h('path', { d: wordmarkPath.d, fill: color.onDark }),
    ),
  )
}

const stroke = { fill: 'none', stroke: mint, strokeWidth: 6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/** Each family's motif on the right, drawn in the brand's mint on a 360-unit square. */
const motifs: Record<ShareImagePage['family'], () => ReactElement[]> = {
  // Money moving: pay-in, FX, payout joined by arrows.
  solutions: () => [
    h('circle', { cx: 60, cy: 180, r: 34, ...stroke }),
    h('circle', { cx: 180, cy: 180, r: 46, fill: mint }),
    h('circle', { cx: 300, cy: 180, r: 34, ...stroke }),
    h('path', { d: 'M100 180h26M118 170l10 10-10 10M234 180h26M252 170l10 10-10 10', ...stroke }),
    h('path', {
      d: 'M160 166h40M192 158l8 8-8 8M200 194h-40M168 186l-8 8 8 8',
      fill: 'none',
      stroke: color.navyDeep,
      strokeWidth: 6,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  ],
  // A payer's phone with the payment confirmed.
  methods: () => [
    h('rect', { x: 110, y: 40, width: 140, height: 280, rx: 26, ...stroke }),
    h('path', { d: 'M160 66h40', ...stroke }),
    h('circle', { cx: 180, cy: 180, r: 46, fill: mint }),
    h('path', {
      d: 'M160 182l14 14 28-30',
      fill: 'none',
      stroke: color.navyDeep,
      strokeWidth: 8,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  ],
  // A place on the map, and the reach around it.
  countries: () => [
    h('circle', { cx: 180, cy: 200, r: 140, ...stroke, strokeOpacity: 0.25 }),
    h('circle', { cx: 180, cy: 200, r: 92, ...stroke, strokeOpacity: 0.5 }),
    h('path', { d: 'M180 230c-30-34-52-60-52-88a52 52 0 0 1 104 0c0 28-22 54-52 88z', fill: mint }),
    h('circle', { cx: 180, cy: 142, r: 18, fill: color.navyDeep }),
  ],
  // Storefronts of a business, each being paid.
  industries: () =>
    [0, 1, 2].flatMap((row) =>
      [0, 1, 2].map((col) =>
        h('rect', {
          x: 50 + col * 96,
          y: 50 + row * 96,
          width: 72,
          height: 72,
          rx: 16,
          ...(row === 1 && col === 1 ? { fill: mint } : { ...stroke, strokeOpacity: 0.35 + 0.2 * ((row + col) % 3) }),
        }),
      ),
    ),
  // The mark itself, large.
  brand: () => [
    h('rect', { x: 40, y: 40, width: 280, height: 280, rx: 70, ...stroke, strokeOpacity: 0.4 }),
    ...brandMark.bars.map((bar) =>
      h('rect', {
        x: 40 + bar.x * 8.75,
        y: 40 + bar.y * 8.75,
        width: bar.width * 8.75,
        height: bar.height * 8.75,
        rx: 20,
        fill: mint,
      }),
    ),
    h('circle', {
      cx: 40 + brandMark.dot.cx * 8.75,
      cy: 40 + brandMark.dot.cy * 8.75,
      r: brandMark.dot.r * 8.75,
      fill: mint,
    }),
  ],
}

/** The 1200×630 share image of one page: logo, the family and page, the page's headline, its badges. */
export function shareImageTemplate(page: ShareImagePage): ReactElement {
  const titleSize = page.title.length > 64 ? 52 : page.title.length > 44 ? 58 : 66
  return h(
    'div',
    {
      style: {
        ...shareImageSize,
        display: 'flex',
        position: 'relative',
        padding: '64px 72px',
        fontFamily: 'Inter',
        color: color.onDark,
        backgroundColor: color.navy,
        backgroundImage: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyDeep} 100%)`,
      },
    },
    h(
      'svg',
      { width: 360, height: 360, viewBox: '0 0 360 360', style: { position: 'absolute', left: 800, top: 135 } },
      ...motifs[page.family](),
    ),
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        top: 620,
        width: shareImageSize.width,
        height: 10,
        backgroundColor: mint,
      },
    }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 660,
          height: shareImageSize.height - 128,
        },
      },
      logo(60),
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column', gap: 22 } },
        h(
          'div',
          {
            style: {
              display: 'flex',
              fontSize: 24,
              fontWeight: 600,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: mint,
            },
          },
          page.eyebrow,
        ),
        h(
          'div',
          {
            style: {
              display: 'flex',
              fontSize: titleSize,
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: '-0.03em',
            },
          },
          page.title,
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap', gap: 12 } },
        ...page.badges.map((badge) =>
          h(
            'div',
            {
              style: {
                display: 'flex',
                padding: '8px 18px',
                borderRadius: 999,
                border: `2px solid rgba(255,255,255,0.22)`,
                fontSize: 22,
                fontWeight: 600,
                color: color.onDarkSoft,
              },
            },
            badge,
          ),
        ),
      ),
    ),
  )
}
