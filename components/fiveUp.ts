import { css } from 'styled-components'
import { theme } from './theme.ts'

/**
 * Five items in rows that never leave one alone (docs/pages-and-copy.md): 1 + 2 + 2 on phones, 3 + 2 from 640 px,
 * five in a row from the wide breakpoint.
 */
export const fiveUp = css`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child {
    grid-column: span 2;
  }
  @media (min-width: 640px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > :nth-child(-n + 3) {
      grid-column: span 2;
    }
    > :nth-child(n + 4) {
      grid-column: span 3;
    }
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    > :nth-child(n) {
      grid-column: auto;
    }
  }
`
