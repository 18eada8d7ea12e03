import { useLingui } from '@lingui/react'
import * as Toast from '@radix-ui/react-toast'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { contactMessages as m } from './contactMessages.ts'
import { createQueryClient } from './data/createQueryClient.ts'
import { Toaster } from './toast/Toaster.tsx'

/**
 * Data fetching and toasts for the whole page: one QueryClient per page load (and per server render),
 * one toast viewport. docs/states-and-limits.md: 5 s per toast, swipe right past 50 px to dismiss.
 */
export function ContactProviders({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={i18n._(m.toastLabel)}>
        {children}
        <Toaster />
      </Toast.Provider>
    </QueryClientProvider>
  )
}
