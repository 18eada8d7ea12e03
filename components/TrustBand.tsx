import { BadgeCheck } from './icons.ts'
import { styled } from 'styled-components'
import { shared } from '../content/shared.ts'
import { trustBandStatements, trustFacts } from '../site/facts/trustFacts.ts'
import { localizePath } from '../site/locales.ts'
import { Container } from './Container.tsx'
import { usePageContext } from './pageContext/pageContext.ts'
import { theme } from './theme.ts'
import { columnGrid } from './columnGrid.ts'

/** Security and compliance as a reason to trust (home and About): the terms' rules and the checks, linking to the terms. */
export function TrustBand() {
  const { locale } = usePageContext()
  return (
    <Band aria-labelledby="trust-heading" data-testid="trust-band">
      <Container>
        <h2 id="trust-heading">{shared.trust.heading[locale]}</h2>
        <p>{shared.trust.intro[locale]}</p>
        <List>
          {trustBandStatements.map((id) => (
            <li key={id}>
              <BadgeCheck aria-hidden="true" size={22} color={theme.color.accentBright} />
              <span>{trustFacts[id][locale]}</span>
            </li>
          ))}
        </List>
        <a href={localizePath('/terms', locale)}>{shared.trust.terms[locale]}</a>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding: 36px 0;
  @media (min-width: ${theme.medium}) {
    padding: 48px 0;
  }
  background: ${theme.color.navyDeep};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  h2 {
    font-size: ${theme.type.h3};
    margin: 0 0 8px;
    color: ${theme.color.onDark};
  }
  p {
    margin: 0 0 20px;
    max-width: 720px;
    color: ${theme.color.onDarkSoft};
    @media (min-width: ${theme.medium}) {
      margin-bottom: 24px;
    }
  }
  a {
    display: inline-block;
    margin-top: 20px;
    color: ${theme.color.onDark};
    font-weight: ${theme.weight.semibold};
  }
`
// Six statements: one column on phones, two from 640 px, three on wide screens (never a lone one).
const List = styled.ul`
  ${columnGrid(3)}
  gap: 14px 24px;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    line-height: 1.4;
    font-weight: ${theme.weight.semibold};
  }
  svg {
    flex: none;
  }
`
