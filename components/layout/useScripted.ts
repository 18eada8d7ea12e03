import { startTransition, useEffect, useState } from 'react'

/**
 * false in the server's HTML and in the render that hydrates it, true from a render right after: the header is
 * written as `<details>` disclosures that work without JavaScript, and React swaps in its scripted menus once it runs.
 * Both first renders agree, so hydration never mismatches. The swap is a transition, rendered in slices that yield
 * to the visitor's input (docs/performance.md), not one blocking render.
 */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false)
  useEffect(() => startTransition(() => setScripted(true)), [])
  return scripted
}
