import type { LucideIcon } from 'lucide-react'
import * as cardIconSet from './cardIconSet.ts'

/** The icons a card may name in the copy, by name (components/cardIconSet.ts lists them). */
export const cardIcons = cardIconSet satisfies Record<string, LucideIcon>

export type CardIconName = keyof typeof cardIcons
