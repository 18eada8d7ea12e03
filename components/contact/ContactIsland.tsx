import { ContactForm } from './ContactForm.tsx'
import { ContactProviders } from './ContactProviders.tsx'

/** The form with everything it needs, in one module: the browser loads it as one chunk, when the form is near. */
export function ContactIsland() {
  return (
    <ContactProviders>
      <ContactForm />
    </ContactProviders>
  )
}
