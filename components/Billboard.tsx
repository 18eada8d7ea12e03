import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { theme } from '../components/theme.ts'
import { shared } from '../content/shared.ts'
import { figureFacts } from '../site/facts/figureFacts.ts'
import { usePageContext } from './pageContext/pageContext.ts'

/**
 * The LATAM growth figures from the facts registry, labelled as the projection they are, the same on the home page
 * and every template page: the figures and their labels say it all, so no paragraph repeats them
 * (docs/pages-and-copy.md). `compact` (template pages): a slim band, the figures smaller.
 */
export function Billboard({ compact = false }: { compact?: boolean }) {
  const { locale } = usePageContext()
  const figures = [figureFacts.marketGrowth, figureFacts.marketSize]
  return (
    <Band aria-labelledby="billboard-heading" data-shared-block="billboard" $compact={compact}>
      <Layout>
        <div>
          <Kicker>{shared.billboard.kicker[locale]}</Kicker>
          <h2 id="billboard-heading">{shared.billboard.heading[locale]}</h2>
        </div>
        <Figures>
          {figures.map((figure) => (
            <div key={figure.value[locale]}>
              <dt>{figure.label[locale]}</dt>
              <dd>{figure.value[locale]}</dd>
            </div>
          ))}
        </Figures>
      </Layout>
    </Band>
  )
}

const Kicker = styled.p`
  && {
    margin: 0 auto 12px;
  }
  font-size: ${theme.type.small};
  font-weight: ${theme.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`
// On a template page the band is one of the shared blocks after the page's own: figures and heading tighter.
const compactBand = `
  &&& {
    padding: 10px 0;
  }
  &&& p {
    margin-bottom: 4px;
  }
  &&& h2 {
    font-size: 1.2rem;
    margin-bottom: 0;
  }
  &&& dd {
    font-size: 1.75rem;
  }
  &&& dl {
    margin-top: 12px;
    gap: 12px 32px;
    flex-wrap: nowrap;
  }
  @media (min-width: ${theme.wide}) {
    &&& dl {
      margin-top: 0;
    }
  }
`
const Band = styled.section<{ $compact: boolean }>`
  background: ${theme.color.accent};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  padding: 32px 0;
  text-align: center;
  @media (min-width: ${theme.medium}) {
    padding: 64px 0;
  }
  @media (min-width: ${theme.wide}) {
    padding: 32px 0;
  }
  h2 {
    font-size: clamp(1.375rem, 3.5vw, 2.25rem);
    max-width: 820px;
    margin: 0 auto 16px;
  }
  p {
    max-width: 720px;
    margin: 0 auto;
  }
  ${(p) => (p.$compact ? compactBand : '')}
`
// Text and figures side by side on a wide screen: a band, not a page of its own (docs/pages-and-copy.md).
const Layout = styled(Container)`
  @media (min-width: ${theme.wide}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 48px;
    align-items: center;
    text-align: left;
    h2,
    p {
      margin-left: 0;
    }
    h2 {
      font-size: 1.75rem;
    }
    dd {
      font-size: 2.25rem;
      white-space: nowrap;
    }
    dt {
      max-width: 13rem;
    }
    dl {
      margin: 0;
      display: grid;
      grid-template-columns: repeat(2, auto);
      gap: 32px;
    }
  }
`
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 20px 48px;
  margin: 24px 0 0;
  @media (min-width: ${theme.medium}) {
    gap: 48px;
    margin-top: 40px;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 2.25rem;
    font-weight: 800;
    line-height: 1.1;
    @media (min-width: ${theme.medium}) {
      font-size: 3rem;
    }
  }
  dt {
    font-size: 0.95rem;
  }
`
