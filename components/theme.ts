/** Design tokens; every colour pair used for text passes WCAG AA contrast. */
export const theme = {
  color: {
    ink: '#14213d',
    inkSoft: '#3d4b63',
    navy: '#0b1f3a',
    navyDeep: '#071428',
    accent: '#007a5e',
    accentBright: '#00c48c',
    surface: '#ffffff',
    canvas: '#f4f7fb',
    line: '#dbe2ec',
    onDark: '#ffffff',
    onDarkSoft: '#c9d3e3',
    danger: '#b42318',
  },
  radius: '12px',
  maxWidth: '1200px',
  /** The width below which the header collapses into the hamburger menu. */
  medium: '768px',
  wide: '1024px',
} as const
