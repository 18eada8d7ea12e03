import { ContactSection } from '../../renderer/contact/ContactSection.tsx'
import { AboutPage } from '../../renderer/sections/AboutPage.tsx'

export default function Page() {
  return (
    <>
      <AboutPage />
      <ContactSection />
    </>
  )
}
