import { useLayoutEffect, type ReactNode } from 'react'

/**
 * Calls `onHydrated` once React has committed the hydration of everything under it but the Suspense boundaries it
 * left dehydrated: a parent's layout effect runs after its children's, in the same commit, before any event after it.
 * Renders nothing of its own, so the server's tree (which has no such wrapper) still matches node for node.
 */
export function OnHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated])
  return children
}
