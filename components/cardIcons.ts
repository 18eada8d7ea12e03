import type { IconComponent } from './Icon.tsx'
import * as icons from './icons.ts'
import type { CardIconName } from '../site/cardIconNames.ts'

/**
 * Each icon a card may name (site/cardIconNames.ts) and its lucide icon (components/icons.ts).
 */
export const cardIcons: Readonly<Record<CardIconName, IconComponent>> = icons
