import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { landingLinkMessage } from './layout/navMessages.ts'
import { usePageContext } from './pageContext/usePageContext.ts'
import { landingPages, landingPath } from '../site/landingPages.ts'
import { landingStory } from '../site/landingStories.ts'
import { localizePath } from '../site/localizePath.ts'
import { Container } from './Container.tsx'
import { theme } from './theme.ts'

/**
 * Country × method (home): each country's page, its local methods' pages and its currency, from the registry (the
 * same facts its family story tells).
 */
export function CountryMethodGrid({ heading, intro }: { heading: string; intro: string }) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const methods = landingPages.filter((page) => page.family === 'methods')
  const countries = landingPages
    .filter((page) => page.family === 'countries')
    .map((country) => {
      const story = landingStory(country)
      return { country, currency: story.currency, methods: methods.filter((m) => story.methods?.includes(m.slug)) }
    })
  return (
    <Section aria-labelledby="markets-heading" data-testid="country-method-grid">
      <Container>
        <h2 id="markets-heading">{heading}</h2>
        <p>{intro}</p>
        <Grid>
          {countries.map(({ country, currency, methods: local }) => (
            <li key={country.slug}>
              <a href={localizePath(landingPath(country), locale)}>{i18n._(landingLinkMessage(country))}</a>
              <Currency>{currency}</Currency>
              <ul>
                {local.map((method) => (
                  <li key={method.slug}>
                    <a href={localizePath(landingPath(method), locale)}>{i18n._(landingLinkMessage(method))}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 56px 0;
  h2 {
    font-size: ${theme.type.h2};
    text-align: center;
    margin: 0 0 8px;
  }
  > div > p {
    text-align: center;
    color: ${theme.color.inkSoft};
    margin: 0 auto 28px;
    max-width: 640px;
  }
`
const Grid = styled.ul`
  display: grid;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > li {
    padding: 20px;
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
    margin: 14px 0 0;
    padding: 0;
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
