import { ContactForm } from './ContactForm.tsx'
import { ContactProviders } from './ContactProviders.tsx'

/** The form with its data layer, in one module: the browser loads it as one chunk when the form is near (the toasts come beside it in their own, toast/ToastIsland.tsx). */
export function ContactIsland() {
  return (
    <ContactProviders>
      <ContactForm />
    </ContactProviders>
  )
}
