import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { useShellContext } from '../pageContext/shellContext.ts'
import { localizePath } from '../../site/locales.ts'
import { contactAnchor } from '../scrollToContact.ts'
import { theme } from '../theme.ts'
import { contactMessages as m } from './contactMessages.ts'

/** The form sent without JavaScript was stored: the success words (docs/errors.md) in place of the form, and a way back to it. */
export function ContactSent() {
  const { i18n } = useLingui()
  const { locale, logicalPath } = useShellContext()
  return (
    <Panel role="status" data-testid="contact-sent">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill={theme.color.accent} />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h3>{i18n._(m.successTitle)}</h3>
      <p>{i18n._(m.successDesc)}</p>
      <a href={`${localizePath(logicalPath, locale)}#${contactAnchor}`}>{i18n._(m.sendAnother)}</a>
    </Panel>
  )
}

const Panel = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 32px 28px;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h3 {
    margin: 0;
    font-size: ${theme.type.h3};
  }
  p {
    margin: 0;
    color: ${theme.color.inkSoft};
  }
  a {
    color: ${theme.color.accent};
    font-weight: 600;
  }
`
