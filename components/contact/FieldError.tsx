import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.ts'

/** The message under a refused field, which the field names as its description (aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Message id={id}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.2v4.6M8 11.2v.1" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </Message>
  )
}

const Message = styled.p`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  margin: 6px 0 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.color.danger};
  svg {
    flex: none;
    margin-top: 2px;
  }
`
