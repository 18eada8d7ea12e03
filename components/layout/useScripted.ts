import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * false in the server's HTML and in the render that hydrates it, true from the render right after: the header
 * is written as `<details>` disclosures that work without JavaScript, and React swaps in its scripted menus once it
 * runs. Both first renders agree, so hydration never mismatches.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
