import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { factLabel } from '../site/facts/factLabel.ts'
import { methodFacts } from '../site/facts/methodFacts.ts'
import { trustFacts } from '../site/facts/trustFacts.ts'
import { factsAtAGlance, type GlanceRow } from '../site/factsAtAGlance.ts'
import type { LandingPage } from '../site/landingPages.ts'
import { landingPageName } from '../site/landingPageName.ts'
import { Container } from './Container.tsx'
import { usePageContext } from './pageContext/pageContext.ts'
import { theme } from './theme.ts'

const rowLabels = {
  where: msg({ id: 'glance.where', message: 'Onde o cliente paga' }),
  paysWith: msg({ id: 'glance.paysWith', message: 'Como o cliente paga' }),
  paysIn: msg({ id: 'glance.paysIn', message: 'Moeda do pagamento' }),
  installments: msg({ id: 'glance.installments', message: 'Parcelamento' }),
  methods: msg({ id: 'glance.methods', message: 'Métodos locais' }),
  settles: msg({ id: 'glance.settles', message: 'Sua empresa liquida em' }),
  rails: msg({ id: 'glance.rails', message: 'Trilhos' }),
  who: msg({ id: 'glance.who', message: 'Quem pode contratar' }),
} satisfies Record<GlanceRow['row'], unknown>
const caption = msg({ id: 'glance.caption', message: '{name} em resumo' })

/**
 * A template page's facts at a glance: a reference table a buyer scans (how the payer pays and in what, what the
 * business settles in, over which rails, who may use it), every value a fact of the registry by id
 * (site/factsAtAGlance.ts); the row labels are UI strings.
 */
export function FactsAtAGlance({ page }: { page: LandingPage }) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const values = (row: GlanceRow): string[] => {
    switch (row.row) {
      case 'methods':
        return row.methods.map(
          ({ method, facts }) =>
            `${methodFacts[method].label[locale]} (${facts.map((fact) => factLabel(fact, locale)).join(', ')})`,
        )
      case 'who':
        return row.rules.map((rule) => trustFacts[rule][locale])
      default:
        return row.facts.map((fact) => factLabel(fact, locale))
    }
  }
  return (
    <Section data-testid="facts-at-a-glance">
      <Container>
        <table>
          <caption>
            <h2>{i18n._({ ...caption, values: { name: landingPageName(page, locale) } })}</h2>
          </caption>
          <tbody>
            {factsAtAGlance(page).map((row) => (
              <tr key={row.row}>
                <th scope="row">{i18n._(rowLabels[row.row])}</th>
                <td>
                  <ul>
                    {values(row).map((value) => (
                      <li key={value}>{value}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 16px 0 24px;
  @media (min-width: ${theme.medium}) {
    padding: 32px 0 48px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 8px;
    @media (min-width: ${theme.medium}) {
      font-size: 1.5rem;
      margin-bottom: 12px;
    }
  }
  tr {
    border-top: 1px solid ${theme.color.line};
  }
  tr:last-child {
    border-bottom: 1px solid ${theme.color.line};
  }
  th,
  td {
    padding: 5px 0;
    vertical-align: top;
    text-align: left;
    line-height: 1.4;
    @media (min-width: ${theme.medium}) {
      padding: 10px 0;
    }
  }
  th {
    width: 30%;
    padding-right: 12px;
    font-size: 0.875rem;
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.inkSoft};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    font-size: 0.9rem;
    font-weight: ${theme.weight.semibold};
    @media (min-width: ${theme.medium}) {
      font-size: 1rem;
    }
  }
  @media (min-width: ${theme.wide}) {
    th {
      width: 260px;
    }
  }
`
