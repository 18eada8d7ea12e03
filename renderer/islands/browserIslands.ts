import { lazyWhen } from './lazyWhen.ts'
import type { Islands } from '../../components/islands/Islands.ts'
import { islandTargets } from './islandTargets.ts'
import { whenNeeded } from './whenNeeded.ts'

/**
 * In the browser each island is a lazy component whose code is requested only when the visitor is about to use it:
 * the form and the notifications when the contact section comes within two screens of the viewport or the pointer or
 * focus enters it (two chunks, fetched together, hydrated one after the other); the tooltip when the pointer or focus
 * enters the header. Until then React keeps the server's HTML of that part as it is (a dehydrated Suspense boundary):
 * no flash, no swapped element. These imports are the only ones of those modules in client code, which keeps them
 * out of the shell's chunk.
 */
export const browserIslands = {
  ContactForm: lazyWhen(
    () => whenNeeded(islandTargets.contact),
    () => import('../../components/contact/ContactIsland.tsx').then((module) => module.ContactIsland),
  ),
  Toasts: lazyWhen(
    () => whenNeeded(islandTargets.contact),
    () => import('../../components/contact/toast/ToastIsland.tsx').then((module) => module.ToastIsland),
  ),
  LocaleTooltip: lazyWhen(
    () => whenNeeded(islandTargets.header),
    () => import('../../components/layout/LocaleTooltip.tsx').then((module) => module.LocaleTooltip),
  ),
} satisfies Islands
