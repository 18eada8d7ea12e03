import type { MouseEvent, ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ButtonLink } from './ButtonLink.tsx'
import { contactAnchor, scrollToContact } from './scrollToContact.ts'

/** A call-to-action: a real link to #contact that scrolls there smoothly once the page is hydrated. */
export function ContactLink({ children, onNavigate, variant }: { children: ReactNode; onNavigate?: () => void; variant?: 'solid' | 'outline' }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    // Close what holds the link (the mobile menu) before scrolling, so the target is measured in the final layout.
    if (onNavigate) flushSync(onNavigate)
    scrollToContact()
  }
  return (
    <ButtonLink href={`#${contactAnchor}`} onClick={onClick} $variant={variant} data-cta="contact">
      {children}
    </ButtonLink>
  )
}
