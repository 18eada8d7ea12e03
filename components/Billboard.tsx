import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { theme } from '../components/theme.ts'

const text = {
  heading: msg({
    id: 'billboard.heading',
    message: 'A América Latina está crescendo. Seus pagamentos também deveriam.',
  }),
  body: msg({
    id: 'billboard.body',
    message:
      'O mercado de pagamentos internacionais da América Latina deve crescer cerca de 7,3% ao ano entre 2026 e 2030, superando US$ 52,7 bilhões em 2030.',
  }),
  cagrLabel: msg({ id: 'billboard.cagrLabel', message: 'crescimento anual (CAGR) 2026–2030' }),
  cagrValue: msg({ id: 'billboard.cagrValue', message: '7,3%' }),
  marketLabel: msg({ id: 'billboard.marketLabel', message: 'tamanho do mercado em 2030' }),
  marketValue: msg({ id: 'billboard.marketValue', message: 'US$ 52,7 bi' }),
}

/** The LATAM growth figures (docs/states-and-limits.md), the same on the home page and every template page. */
export function Billboard() {
  const { i18n } = useLingui()
  return (
    <Band aria-labelledby="billboard-heading">
      <Container>
        <h2 id="billboard-heading">{i18n._(text.heading)}</h2>
        <p>{i18n._(text.body)}</p>
        <Figures>
          <div>
            <dt>{i18n._(text.cagrLabel)}</dt>
            <dd>{i18n._(text.cagrValue)}</dd>
          </div>
          <div>
            <dt>{i18n._(text.marketLabel)}</dt>
            <dd>{i18n._(text.marketValue)}</dd>
          </div>
        </Figures>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  background: ${theme.color.accent};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  padding: 64px 0;
  text-align: center;
  h2 {
    font-size: clamp(1.6rem, 3.5vw, 2.25rem);
    max-width: 820px;
    margin: 0 auto 16px;
  }
  p {
    max-width: 720px;
    margin: 0 auto;
  }
`
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 48px;
  margin: 40px 0 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: 3rem;
    font-weight: 800;
    line-height: 1.1;
  }
  dt {
    font-size: 0.95rem;
  }
`
