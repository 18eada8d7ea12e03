import { styled } from 'styled-components'
import { theme } from './theme.ts'

export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 20px;
`
