import { memo } from 'react'
import { styled } from 'styled-components'
import { BrandLogo } from '../brand/BrandLogo.tsx'
import { HtmlOnly } from '../HtmlOnly.tsx'
import { theme } from '../theme.ts'

// The drawing is server HTML the browser keeps as is: its path data never ships in the header's JavaScript
// (the client build sees `false` and drops BrandLogo). Memoised without props, so no header update reaches it.
const LogoArt = memo(function LogoArt() {
  return <HtmlOnly>{import.meta.env.SSR ? <BrandLogo size={30} color={theme.color.onDark} /> : undefined}</HtmlOnly>
})

/** The logo (inline SVG mark and wordmark) linking to home. */
export function Logo({ href }: { href: string }) {
  return (
    <Mark href={href} aria-label="Fluxa">
      <LogoArt />
    </Mark>
  )
}

// Below 400 px the mark alone (the link keeps its name): the bar also holds the language toggle, 'Talk to Sales'
// and the menu button, and must never be wider than the screen.
const Mark = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  color: ${theme.color.onDark};
  text-decoration: none;
  @media (max-width: 399.98px) {
    svg + svg {
      display: none;
    }
  }
`
