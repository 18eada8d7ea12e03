import { QueryClient } from '@tanstack/react-query'
import { defaultQueryFn } from './defaultQueryFn.ts'

/** SPEC §7 / §9: data never goes stale, nothing refetches by itself, nothing retries; unused cache lives 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
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
