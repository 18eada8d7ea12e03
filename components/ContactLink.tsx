import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { localizePath } from '../site/locales.ts'
import { useShellContext } from './pageContext/shellContext.ts'
import { ButtonLink } from './ButtonLink.tsx'
import { contactAnchor } from './scrollToContact.ts'
import { ctaAttribute } from './scrollToContactOnCta.ts'

/**
 * A call-to-action: a real link to #contact; scrollToContactOnCta scrolls there smoothly. A page without the contact
 * section (the error pages) links to the one on its language's home page instead.
 */
export function ContactLink({
  children,
  onNavigate,
  variant,
}: {
  children: ReactNode
  onNavigate?: () => void
  variant?: 'solid' | 'outline'
}) {
  const { hasContactForm, locale } = useShellContext()
  // Close what holds the link (the mobile menu) before the document's listener scrolls.
  const onClick = onNavigate ? () => flushSync(onNavigate) : undefined
  const href = `${hasContactForm ? '' : localizePath('/', locale)}#${contactAnchor}`
  return (
    <ButtonLink href={href} onClick={onClick} $variant={variant} {...{ [ctaAttribute]: contactAnchor }}>
      {children}
    </ButtonLink>
  )
}
