import { Disclaimer } from './Disclaimer.tsx'
import { Footer } from './Footer.tsx'

/** The footer and the legal disclaimer under it: rendered on the server only (see HtmlOnly). */
export function SiteFooter() {
  return (
    <>
      <Footer />
      <Disclaimer />
    </>
  )
}
