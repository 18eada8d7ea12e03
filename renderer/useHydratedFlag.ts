import { useEffect } from 'react'

/**
 * Marks the document `data-hydrated="true"` once React has hydrated the shell (header, contact section): the
 * effect of the root runs after every effect below it. Tests wait for this flag instead of reading React's internals.
 * Before, it is absent while React has not come, and `pending` while it hydrates (hydrateShell.tsx).
 */
export function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
