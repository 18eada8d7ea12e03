import { type ComponentType, type ReactElement, createContext, use } from 'react'

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

/**
 * Which implementation of the islands renders: each render hook provides its own (renderer/+onRenderHtml.tsx the
 * eager ones, renderer/hydrateShell.tsx the lazy ones), so neither build imports the other's. A context rather
 * than `import.meta.env.SSR`: a static import of an island anywhere in client code would pull its code back into the
 * first load, and the build would warn that the dynamic import is ineffective.
 */
export const IslandsContext = createContext<Islands | undefined>(undefined)

/** The islands of the current render, as the render hook provided them (IslandsContext). */
export function useIslands(): Islands {
  const islands = use(IslandsContext)
  if (!islands) throw new Error('useIslands() outside <IslandsContext>')
  return islands
}
