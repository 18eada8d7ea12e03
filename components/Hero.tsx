import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { ContactLink } from '../components/ContactLink.tsx'
import { theme } from '../components/theme.ts'

/** The top of every marketing page: title, subtitle, badges (none on the about page) and one call-to-action to the form. */
export function Hero({ title, subtitle, badges, cta }: { title: string; subtitle: string; badges: readonly string[]; cta: string }) {
  return (
    <Band>
      <Container>
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
      </Container>
    </Band>
  )
}

const Band = styled.section`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, #123a6b 100%);
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  padding: 72px 0 64px;
  h1 { font-size: clamp(2rem, 5vw, 3.25rem); max-width: 820px; letter-spacing: -0.02em; }
`
const Subtitle = styled.p`
  font-size: 1.2rem;
  max-width: 720px;
  color: ${theme.color.onDarkSoft};
  margin-bottom: 28px;
`
const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 32px 0 0;
  li {
    padding: 4px 12px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 999px;
    font-size: 14px;
    font-weight: 600;
  }
`
