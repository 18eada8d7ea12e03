import { styled } from 'styled-components'
import { countryFacts, type CountryId } from '../site/facts/countryFacts.ts'
import { figureFacts } from '../site/facts/figureFacts.ts'
import { methodFacts, type MethodId } from '../site/facts/methodFacts.ts'
import { railFacts, type RailId } from '../site/facts/railFacts.ts'
import { settlementCurrencies } from '../site/facts/currencyFacts.ts'
import { usePageContext } from './pageContext/pageContext.ts'
import { theme } from './theme.ts'

const ids = <T extends object>(table: T) =>
  Object.keys(table).filter((key): key is Extract<keyof T, string> => Object.hasOwn(table, key))

/**
 * The company in numbers, every one counted from the facts registry (About): the countries served, the local
 * methods, the settlement currencies, the rails, and the payout countries; `labels` name the counts (its record).
 */
export function CompanyFacts({ labels }: { labels: Record<'countries' | 'methods' | 'currencies' | 'rails', string> }) {
  const { locale } = usePageContext()
  const groups = [
    { key: 'countries', items: ids(countryFacts).map((id: CountryId) => countryFacts[id].name[locale]) },
    { key: 'methods', items: ids(methodFacts).map((id: MethodId) => methodFacts[id].name[locale]) },
    { key: 'currencies', items: [...settlementCurrencies] },
    { key: 'rails', items: ids(railFacts).map((id: RailId) => railFacts[id].label[locale]) },
  ] as const
  const payout = figureFacts.payoutCountries
  return (
    <Grid data-testid="company-facts">
      {groups.map((group) => (
        <li key={group.key}>
          <strong>{group.items.length}</strong>
          <span>{labels[group.key]}</span>
          <small>{group.items.join(' · ')}</small>
        </li>
      ))}
      <li>
        <strong>{payout.value[locale]}</strong>
        <span>{payout.label[locale]}</span>
      </li>
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > li:last-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    > li:last-child {
      grid-column: auto;
    }
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 20px;
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.line};
  }
  strong {
    font-size: 2rem;
    line-height: 1.1;
    font-weight: ${theme.weight.extrabold};
    color: ${theme.color.accent};
  }
  span {
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.ink};
  }
  small {
    color: ${theme.color.inkSoft};
    font-size: ${theme.type.small};
  }
`
