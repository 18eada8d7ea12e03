import { css, styled } from 'styled-components'
import { theme } from '../theme.ts'

// The form's building blocks, shared by the plain fields and the captcha so they line up.

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${theme.color.inkSoft};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
    box-shadow: 0 0 0 1px ${theme.color.danger};
  }
`

export const formControls = {
  Label: styled.label`
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    @media (min-width: ${theme.medium}) {
      margin-bottom: 6px;
    }
  `,
  /** The visible "*"; hidden from screen readers, which announce the field's `required` instead. */
  RequiredMark: styled.span.attrs({ 'aria-hidden': true })`
    color: ${theme.color.danger};
    margin-left: 2px;
  `,
  Input: styled.input`
    ${control}
  `,
  Textarea: styled.textarea`
    ${control}
    resize: vertical;
  `,
  /** A note under a field that the field names as its description. */
  Hint: styled.p`
    margin: 6px 0 0;
    font-size: 0.875rem;
    color: ${theme.color.inkSoft};
  `,
}
