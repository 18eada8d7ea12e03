import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { apiErrorMessages, type ApiErrorCode } from '../../site/contact/apiErrorMessages.ts'
import { contactFieldNames, type ContactFieldName } from '../../site/contact/contactContract.ts'
import { theme } from '../theme.ts'
import { contactMessages as m } from './contactMessages.ts'
import type { FieldErrors } from './refusalErrors.ts'

const inputIds: Record<ContactFieldName, string> = {
  name: 'contact-name',
  email: 'contact-email',
  company: 'contact-company',
  whatsapp: 'contact-whatsapp',
  message: 'contact-message',
  captchaAnswer: 'contact-captcha',
}

/**
 * What the server said about the form sent without JavaScript, at its top (where the page opens, at #contact): the
 * refusal's text and a link to each refused field, or, on the second step, that only the question is left. Without
 * script nothing can move the focus, so the links take the visitor to each field.
 */
export function FormStatus({ refusal, errors }: { refusal?: { code: ApiErrorCode }; errors: FieldErrors }) {
  const { i18n } = useLingui()
  const labels: Record<ContactFieldName, string> = {
    name: i18n._(m.name),
    email: i18n._(m.email),
    company: i18n._(m.company),
    whatsapp: i18n._(m.whatsapp),
    message: i18n._(m.message),
    captchaAnswer: i18n._(m.captchaLabel),
  }
  const refused = contactFieldNames.filter((field) => errors[field])
  if (!refusal)
    return (
      <Box $tone="info" data-testid="contact-status">
        <p>{i18n._(m.captchaStep)}</p>
      </Box>
    )
  return (
    <Box $tone="danger" data-testid="contact-status">
      <p>
        <strong>{i18n._(apiErrorMessages[refusal.code])}</strong>
      </p>
      {refused.length > 0 ? (
        <>
          <p>{i18n._(m.errorSummary)}</p>
          <ul>
            {refused.map((field) => (
              <li key={field}>
                <a href={`#${inputIds[field]}`}>{labels[field]}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Box>
  )
}

const Box = styled.div<{ $tone: 'info' | 'danger' }>`
  padding: 14px 16px;
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.accent)};
  border-left-width: 6px;
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  p {
    margin: 0;
  }
  p + p,
  p + ul {
    margin-top: 6px;
  }
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
  a {
    color: ${theme.color.ink};
    font-weight: 600;
  }
`
