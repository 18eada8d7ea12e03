import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ButtonLink } from './ButtonLink.tsx'
import { contactAnchor } from './scrollToContact.ts'
import { ctaAttribute } from './scrollToContactOnCta.ts'

/** A call-to-action: a real link to #contact; scrollToContactOnCta scrolls there smoothly. */
export function ContactLink({ children, onNavigate, variant }: { children: ReactNode; onNavigate?: () => void; variant?: 'solid' | 'outline' }) {
  // Close what holds the link (the mobile menu) before the document's listener scrolls.
  const onClick = onNavigate ? () => flushSync(onNavigate) : undefined
  return (
    <ButtonLink href={`#${contactAnchor}`} onClick={onClick} $variant={variant} {...{ [ctaAttribute]: contactAnchor }}>
      {children}
    </ButtonLink>
  )
}
