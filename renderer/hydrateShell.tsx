import { startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createI18n } from '../site/createI18n.ts'
import { IslandsContext } from '../components/islands/IslandsContext.ts'
import { browserIslands } from './islands/browserIslands.ts'
import { leaveEventsToBrowser } from './leaveEventsToBrowser.ts'
import { PageShell } from './PageShell.tsx'
import { hydrateRoot } from './reactDom.ts'
import type { ShellContext } from '../components/pageContext/shellContext.ts'

/**
 * React takes over the header and the contact section's frame (the page's body and footer stay the server's HTML, see
 * HtmlOnly). Loaded only when the visitor is about to use one of them (+client.ts): everything here, React included,
 * is out of the first load (docs/performance.md). `shell` is the page's context and its language's copy (loadShell.ts).
 */
export function hydrateShell(shell: ShellContext): void {
  // The same catalogues the server rendered the hydrated parts with, active before hydration: no flash, no mismatch.
  const i18n = createI18n(shell.locale, shell.messages)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing')
  // As a transition, hydration yields to the browser every few milliseconds instead of one long blocking task:
  // the page (already fully rendered HTML) stays responsive while React attaches, and taps and keys stay the
  // browser's until it has (leaveEventsToBrowser), so none makes React finish in one go.
  // No Page here: page bodies are HTML only (the Page setting loads on the server only, see +config).
  const giveEventsToReact = leaveEventsToBrowser(root)
  document.documentElement.dataset.hydrated = 'pending'
  startTransition(() => {
    hydrateRoot(
      root,
      <OnHydrated onHydrated={giveEventsToReact}>
        <IslandsContext value={browserIslands}>
          <PageShell shell={shell} i18n={i18n} />
        </IslandsContext>
      </OnHydrated>,
    )
  })
}

/**
 * Calls `onHydrated` once React has committed the hydration of everything under it but the Suspense boundaries it
 * left dehydrated: a parent's layout effect runs after its children's, in the same commit, before any event after it.
 * Renders nothing of its own, so the server's tree (which has no such wrapper) still matches node for node.
 */
function OnHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated])
  return children
}
