import { css } from 'styled-components'
import { theme } from './theme.ts'

/**
 * A list laid out as a grid of equal columns: one on phones, two from 640 px, `wideColumns` from the wide breakpoint
 * (docs/pages-and-copy.md, "On a phone"). The component adds its own gaps and items.
 */
export const columnGrid = (wideColumns: number) => css`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(${wideColumns}, minmax(0, 1fr));
  }
`
