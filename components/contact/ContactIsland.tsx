import { ContactForm } from './ContactForm.tsx'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from './data/createQueryClient.ts'

/**
 * The form with its data layer, in one module: the browser loads it as one chunk when the form is near (the toasts
 * come beside it in their own, toast/ToastIsland.tsx).
 */
export function ContactIsland() {
  return (
    <ContactProviders>
      <ContactForm />
    </ContactProviders>
  )
}

/**
 * The form's data layer: one QueryClient per page load (and per server render). The toasts it raises go through
 * toastStore to their own island (toast/ToastIsland.tsx), whose code loads beside the form's.
 */
function ContactProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
