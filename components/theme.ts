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
  /**
   * The keyboard focus ring (a CSS variable, --focus-ring): dark on light surfaces, light on dark ones, at least 3:1
   * against every background it is drawn on (WCAG 1.4.11; tests/e2e/keyboard.spec.ts measures each tab stop).
   */
  focusRing: { onLight: '#0b1f3a', onDark: '#8ae8cc' },
  radius: '12px',
  maxWidth: '1200px',
  /** The width below which the header collapses into the hamburger menu. */
  medium: '768px',
  wide: '1024px',
} as const
