import { styled } from 'styled-components'
import { collectedCurrency } from '../site/facts/collectedCurrency.ts'
import { landingPages, landingPath } from '../site/landingPages.ts'
import { landingPageName } from '../site/landingPageName.ts'
import { localizePath } from '../site/locales.ts'
import { pageFacts } from '../site/pageFacts.ts'
import { Container } from './Container.tsx'
import { usePageContext } from './pageContext/pageContext.ts'
import { theme } from './theme.ts'
import { columnGrid } from './columnGrid.ts'

/**
 * Country × method (home): each country's page, the pages of what it pays with (its local methods, and USDT and the
 * ramp where the registry relates them) and the currency its local methods collect, all from the registry: Argentina,
 * with no local fiat method, carries no currency.
 */
export function CountryMethodGrid({ heading, intro }: { heading: string; intro: string }) {
  const { locale } = usePageContext()
  const countries = landingPages.flatMap((page) => (page.family === 'countries' ? [page] : []))
  return (
    <Section aria-labelledby="markets-heading" data-testid="country-method-grid">
      <Container>
        <h2 id="markets-heading">{heading}</h2>
        <p>{intro}</p>
        <Grid>
          {countries.map((country) => {
            const facts = pageFacts(country)
            const currency = collectedCurrency(country.slug)
            const links = landingPages.filter(
              (page) =>
                (page.family === 'methods' && facts.methods.includes(page.slug)) ||
                (page.family === 'solutions' && facts.solutions.includes(page.slug)),
            )
            return (
              <li key={country.slug}>
                <a href={localizePath(landingPath(country), locale)}>{landingPageName(country, locale)}</a>
                {currency && <Currency data-testid="collected-currency">{currency}</Currency>}
                <ul>
                  {links.map((page) => (
                    <li key={page.slug}>
                      <a href={localizePath(landingPath(page), locale)}>{landingPageName(page, locale)}</a>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </Grid>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 36px 0;
  @media (min-width: ${theme.medium}) {
    padding: 56px 0;
  }
  h2 {
    font-size: ${theme.type.h2};
    text-align: center;
    margin: 0 0 8px;
  }
  > div > p {
    text-align: center;
    color: ${theme.color.inkSoft};
    margin: 0 auto 20px;
    max-width: 640px;
    @media (min-width: ${theme.medium}) {
      margin-bottom: 28px;
    }
  }
`
const Grid = styled.ul`
  ${columnGrid(4)}
  gap: 12px;
  @media (min-width: 640px) {
    gap: 16px;
  }
  > li {
    padding: 14px 16px 16px;
    @media (min-width: 640px) {
      padding: 20px;
    }
    border: 1px solid ${theme.color.line};
    border-top: 4px solid ${theme.family.countries.accent};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  > li > a {
    font-size: 1.15rem;
    font-weight: ${theme.weight.bold};
    color: ${theme.color.ink};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 10px 0 0;
    padding: 0;
    @media (min-width: 640px) {
      margin-top: 14px;
    }
  }
  ul a {
    display: inline-block;
    padding: 6px 12px;
    border-radius: 999px;
    background: ${theme.color.canvas};
    border: 1px solid ${theme.color.line};
    color: ${theme.color.ink};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
  }
`
const Currency = styled.span`
  float: right;
  font-weight: ${theme.weight.bold};
  color: ${theme.color.inkSoft};
`
