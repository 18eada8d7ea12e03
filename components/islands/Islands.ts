import type { ComponentType, ReactElement } from 'react'

/**
 * The parts of a page whose code the browser loads only when a visitor is about to use them (see browserIslands).
 * The server renders them in full, so the HTML is complete and the browser keeps it until the code arrives.
 */
export type Islands = {
  /** The contact form with its data layer (TanStack Query). */
  ContactForm: ComponentType
  /** The notifications (Radix Toast): their viewport, and the toast the form raises. */
  Toasts: ComponentType
  /** Radix Tooltip around the language toggle. */
  LocaleTooltip: ComponentType<{ hint: string; children: ReactElement }>
}
