import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { ContactLink } from '../components/ContactLink.tsx'
import { theme } from '../components/theme.ts'

/**
 * The top of every marketing page: title, subtitle, badges (none on the about page), one call-to-action to the form,
 * and the page's product visual beside them (below them on narrow screens). `tint` is the page family's.
 */
export function Hero({
  title,
  subtitle,
  badges,
  cta,
  visual,
  tint = theme.family.home.tint,
}: {
  title: string
  subtitle: string
  badges: readonly string[]
  cta: string
  visual?: ReactNode
  tint?: string
}) {
  return (
    <Band $tint={tint}>
      <Container>
        <Columns $withVisual={visual !== undefined}>
          <div>
            <h1>{title}</h1>
            <Subtitle>{subtitle}</Subtitle>
            <ContactLink>{cta}</ContactLink>
            {badges.length > 0 && (
              <Badges data-testid="hero-badges">
                {badges.map((badge) => (
                  <li key={badge}>{badge}</li>
                ))}
              </Badges>
            )}
          </div>
          {visual}
        </Columns>
      </Container>
    </Band>
  )
}

const Band = styled.section<{ $tint: string }>`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, ${(p) => p.$tint} 100%);
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  /* Tighter on a phone, where every pixel of the hero pushes the page down (docs/pages-and-copy.md, "On a phone"). */
  padding: 32px 0 36px;
  @media (min-width: ${theme.medium}) {
    padding: 64px 0 56px;
  }
  h1 {
    /* The same size as before from 1024 px up; a notch smaller on a phone. */
    font-size: clamp(1.75rem, 1.1rem + 2.9vw, 3.1rem);
    max-width: 820px;
    letter-spacing: -0.02em;
  }
`
const Columns = styled.div<{ $withVisual: boolean }>`
  display: grid;
  gap: 24px;
  align-items: center;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.medium}) {
    gap: 40px;
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: ${(p) => (p.$withVisual ? 'minmax(0, 1fr) minmax(0, 470px)' : 'minmax(0, 1fr)')};
    gap: 56px;
  }
`
const Subtitle = styled.p`
  font-size: 1.05rem;
  max-width: 720px;
  color: ${theme.color.onDarkSoft};
  margin-bottom: 20px;
  @media (min-width: ${theme.medium}) {
    font-size: 1.2rem;
    margin-bottom: 28px;
  }
`
const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 20px 0 0;
  @media (min-width: ${theme.medium}) {
    margin-top: 32px;
  }
  li {
    padding: 4px 12px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 999px;
    font-size: 14px;
    font-weight: 600;
  }
`
