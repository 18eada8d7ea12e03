import { useLingui } from '@lingui/react'
import { BadgeCheck } from 'lucide-react'
import { styled } from 'styled-components'
import { usePageContext } from './pageContext/usePageContext.ts'
import { localizePath } from '../site/localizePath.ts'
import { Container } from './Container.tsx'
import { fiveUp } from './fiveUp.ts'
import { theme } from './theme.ts'
import { trustMessages, trustStatements } from './trustMessages.ts'

/** The terms' five statements as a band, linking to the terms (home and About). */
export function TrustBand() {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  return (
    <Band aria-labelledby="trust-heading" data-testid="trust-band">
      <Container>
        <h2 id="trust-heading">{i18n._(trustMessages.heading)}</h2>
        <List>
          {trustStatements.map((statement) => (
            <li key={statement.id}>
              <BadgeCheck aria-hidden="true" size={22} color={theme.color.accentBright} />
              <span>{i18n._(statement)}</span>
            </li>
          ))}
        </List>
        <a href={localizePath('/terms', locale)}>{i18n._(trustMessages.terms)}</a>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  padding: 48px 0;
  background: ${theme.color.navyDeep};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  h2 {
    font-size: ${theme.type.h3};
    margin: 0 0 24px;
    color: ${theme.color.onDark};
  }
  a {
    display: inline-block;
    margin-top: 20px;
    color: ${theme.color.onDark};
    font-weight: ${theme.weight.semibold};
  }
`
const List = styled.ul`
  ${fiveUp}
  gap: 16px;
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
