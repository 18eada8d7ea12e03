import { styled } from 'styled-components'
import { theme } from './theme.ts'

export const ButtonLink = styled.a<{ $variant?: 'solid' | 'outline' }>`
  display: inline-block;
  padding: 12px 22px;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  border: 2px solid ${theme.color.accent};
  background: ${(p) => (p.$variant === 'outline' ? 'transparent' : theme.color.accent)};
  color: ${(p) => (p.$variant === 'outline' ? theme.color.accent : theme.color.onDark)};
  &:hover {
    filter: brightness(1.1);
  }
`
