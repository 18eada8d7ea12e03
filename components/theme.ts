/**
 * The brand system in one place: colours, typeface, type scale, spacing. Every colour pair used for text is listed
 * in brand/textColorPairs.ts and checked for WCAG AA contrast by a unit test; the share images (build/brand/) are
 * drawn from these same tokens.
 */
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
   * Each page family's accent: the hero's tint and its visual's highlights (graphics, and dark text on them). Home
   * and the solutions share the brand's mint.
   */
  family: {
    home: { accent: '#00c48c', tint: '#123a6b' },
    solutions: { accent: '#00c48c', tint: '#0f3d5c' },
    methods: { accent: '#5aa9ff', tint: '#16336e' },
    countries: { accent: '#ffb547', tint: '#2a3357' },
    industries: { accent: '#b98cff', tint: '#2a2a66' },
  },
  /** Inside the hero visuals: panels, their lines, success. */
  visual: {
    panel: '#ffffff',
    panelLine: '#e3e9f2',
    muted: '#5b6b84',
    success: '#066a49',
    successSoft: '#d9f5ea',
    dot: '#2b4a75',
  },
  /**
   * The keyboard focus ring (a CSS variable, --focus-ring): dark on light surfaces, light on dark ones, at least 3:1
   * against every background it is drawn on (WCAG 1.4.11; tests/e2e/keyboard.spec.ts measures each tab stop).
   */
  focusRing: { onLight: '#0b1f3a', onDark: '#8ae8cc' },
  font: {
    /** Inter, self-hosted (brand/fontFaceCss.ts), then a system font resized to Inter's metrics so the swap moves nothing. */
    sans: "'Inter Variable', 'Inter Variable Fallback: Arial', 'Inter Variable Fallback: Helvetica', system-ui, sans-serif",
  },
  /** Type scale (ratio 1.25 from 16 px); headings shrink fluidly on small screens. */
  type: {
    display: 'clamp(2.25rem, 1.5rem + 3vw, 3.5rem)',
    h1: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
    h2: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
    h3: '1.25rem',
    body: '1rem',
    small: '0.875rem',
    caption: '0.75rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  /** Spacing scale on a 4 px grid. */
  space: {
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
    huge: '96px',
  },
  radius: '12px',
  maxWidth: '1200px',
  /** Tablets upright and up. */
  medium: '768px',
  /** Laptops and up; below it the header collapses into the hamburger menu. */
  wide: '1024px',
} as const
