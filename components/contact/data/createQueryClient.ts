import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { throwIfNotOk } from './contactApi.ts'

/**
 * docs/contact-and-captcha.md: a query is a GET to its key segments joined by '/', with cookies, read as JSON. The form itself only
 * runs mutations; this is the spec's default for any query a page adds.
 */
const getJson: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(queryKey.join('/'), { credentials: 'include', signal })
  await throwIfNotOk(response)
  return response.json()
}

/** docs/states-and-limits.md: data never goes stale, nothing refetches by itself, nothing retries; unused cache lives 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getJson,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  })
}
