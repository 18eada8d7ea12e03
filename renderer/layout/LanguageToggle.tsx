import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { theme } from '../components/theme.ts'
import { localizePath } from '../site/localizePath.ts'
import { saveLocalePreference } from '../site/saveLocalePreference.ts'
import { usePageContext } from '../usePageContext.ts'
import { LanguageTooltip } from './LanguageTooltip.tsx'

const switchTo = {
  'pt-BR': { target: 'en-US', label: 'EN', hint: msg({ id: 'language.toEnglish', message: 'Read this page in English' }) },
  'en-US': { target: 'pt-BR', label: 'PT', hint: msg({ id: 'language.toPortuguese', message: 'Ler esta página em português' }) },
} as const

/**
 * EN / PT: goes to the same page in the other language and remembers the choice.
 * The tooltip is part of the first load on purpose: loaded on demand, it swapped the link under a visitor's pointer,
 * so the first hover showed nothing and a click during the swap could be lost.
 */
export function LanguageToggle() {
  const { locale, logicalPath } = usePageContext()
  const { i18n } = useLingui()
  const { target, label, hint } = switchTo[locale]
  return (
    <LanguageTooltip hint={i18n._(hint)}>
      <Toggle
        href={localizePath(logicalPath, target)}
        hrefLang={target}
        lang={target}
        aria-label={`${label} – ${i18n._(hint)}`}
        data-testid="language-toggle"
        onClick={() => saveLocalePreference(target)}
      >
        {label}
      </Toggle>
    </LanguageTooltip>
  )
}

const Toggle = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${theme.color.onDarkSoft};
  border-radius: 8px;
  color: ${theme.color.onDark};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: rgba(255, 255, 255, 0.08); }
`
