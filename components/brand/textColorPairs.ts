import { theme } from '../theme.ts'

const { color } = theme

type TextColorPair = {
  text: string
  background: string
  where: string
  /** 18.66 px bold or 24 px and up: AA asks 3:1. */ large?: boolean
}

/** Every text colour on every background the site and its share images use; a unit test holds each to WCAG AA. */
export const textColorPairs: readonly TextColorPair[] = [
  { text: color.ink, background: color.surface, where: 'body text on cards and the form' },
  { text: color.ink, background: color.canvas, where: 'body text on the page' },
  { text: color.inkSoft, background: color.surface, where: 'secondary text on cards' },
  { text: color.inkSoft, background: color.canvas, where: 'secondary text on the page' },
  { text: color.accent, background: color.surface, where: 'outline buttons, links on cards' },
  { text: color.accent, background: color.canvas, where: 'section labels on the page' },
  { text: color.onDark, background: color.accent, where: 'primary buttons, the billboard' },
  { text: color.onDark, background: color.navy, where: 'header, footer, hero' },
  { text: color.onDark, background: color.navyDeep, where: 'dark sections, share images' },
  { text: color.onDarkSoft, background: color.navy, where: 'footer text, hero subtitle' },
  { text: color.onDarkSoft, background: color.navyDeep, where: 'share image badges' },
  { text: color.accentBright, background: color.navy, where: 'share image eyebrow, accents on the header' },
  { text: color.accentBright, background: color.navyDeep, where: 'share image eyebrow (gradient end)' },
  { text: color.navyDeep, background: color.accentBright, where: "the mark's glyph on its tile" },
  { text: color.danger, background: color.surface, where: 'form errors' },
  { text: theme.visual.muted, background: theme.visual.panel, where: 'labels inside the hero visuals' },
  {
    text: theme.visual.success,
    background: theme.visual.successSoft,
    where: 'paid / approved pills in the hero visuals',
  },
  ...Object.entries(theme.family).flatMap(([family, { accent, tint }]) => [
    { text: color.navyDeep, background: accent, where: `chips in the ${family} hero visuals` },
    { text: color.onDark, background: tint, where: `hero text on the ${family} tint` },
    { text: color.onDarkSoft, background: tint, where: `hero subtitle on the ${family} tint` },
  ]),
]
