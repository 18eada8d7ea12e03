import type { QueryFunction } from '@tanstack/react-query'
import { throwIfNotOk } from './throwIfNotOk.ts'

/** SPEC §7: a query is a GET to its key segments joined by '/', with cookies, read as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(queryKey.join('/'), { credentials: 'include', signal })
  await throwIfNotOk(response)
  return response.json()
}
