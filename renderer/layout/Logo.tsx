import { styled } from 'styled-components'
import { theme } from '../../components/theme.ts'

/** The wordmark, drawn in CSS: no image request, no layout shift. */
export function Logo({ href }: { href: string }) {
  return (
    <Mark href={href} aria-label="Fluxa">
      <Dot aria-hidden="true" />
      Fluxa
    </Mark>
  )
}

const Mark = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 22px;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${theme.color.onDark};
  text-decoration: none;
`
const Dot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${theme.color.accentBright};
`
