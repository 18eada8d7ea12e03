import { createContext } from 'react'
import type { Islands } from './Islands.ts'

/**
 * Which implementation of the islands renders: each render hook provides its own (renderer/+onRenderHtml.tsx the
 * eager ones, renderer/hydrateShell.tsx the lazy ones), so neither build imports the other's. A context rather
 * than `import.meta.env.SSR`: a static import of an island anywhere in client code would pull its code back into the
 * first load, and the build would warn that the dynamic import is ineffective.
 */
export const IslandsContext = createContext<Islands | undefined>(undefined)
