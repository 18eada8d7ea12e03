import type { Islands } from '../../components/islands/IslandsContext.ts'
import { islandTargets, whenNeeded } from './whenNeeded.ts'
import { lazy, type ComponentType } from 'react'

/** A lazy component whose code is requested only once `when` resolves (React asks for it when it first renders). */
function lazyWhen<Props extends object>(when: () => Promise<void>, load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await when()
    return { default: await load() }
  })
}

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
