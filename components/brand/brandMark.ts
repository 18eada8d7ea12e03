import { theme } from '../theme.ts'

/**
 * The Fluxa mark on a 32-unit grid: a mint tile holding an "F" whose middle stroke runs on into a dot, money in
 * motion. Plain data, so the header, the footer, the favicons and the share images all draw the very same shape.
 */
export const brandMark = {
  size: 32,
  tile: { radius: 8, fill: theme.color.accentBright },
  glyphFill: theme.color.navyDeep,
  /** Rounded bars: the stem, the top arm, the middle arm. */
  bars: [
    { x: 8.5, y: 8, width: 4.5, height: 16 },
    { x: 8.5, y: 8, width: 15, height: 4.5 },
    { x: 8.5, y: 14.5, width: 9.5, height: 4.5 },
  ],
  dot: { cx: 22, cy: 16.75, r: 2.25 },
} as const
