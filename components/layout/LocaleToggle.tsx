import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { memo, Suspense } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.ts'
import { localizePath, otherLocale, type Locale } from '../../site/locales.ts'
import { localeSwitchHref, localeSwitchAttribute } from '../../site/localeSwitch.ts'
import { useIslands } from '../islands/IslandsContext.ts'
import { useShellContext } from '../pageContext/shellContext.ts'

// Keyed by the language the toggle leads to: its short label and, in that language, what it does.
const toggleTo = {
  'en-US': { label: 'EN', hint: msg({ id: 'language.toEnglish', message: 'Read this page in English' }) },
  'pt-BR': { label: 'PT', hint: msg({ id: 'language.toPortuguese', message: 'Ler esta página em português' }) },
} satisfies Record<Locale, { label: string; hint: MessageDescriptor }>

/**
 * EN / PT: goes to the same page in the other language and remembers the choice (GET /language, or the head's
 * inline script, site/localeRedirectScript.ts, with JavaScript).
 * The tooltip's code (Radix Tooltip, floating-ui) loads when the pointer or focus enters the header; until then
 * the server's HTML of the link stays as it is. Memoized with no props, so the header's own updates (the mobile
 * menu) never reach the link's boundary before that code has arrived.
 */
export const LocaleToggle = memo(function LocaleToggle() {
  const { locale, twinPath } = useShellContext()
  const { i18n } = useLingui()
  const { LocaleTooltip } = useIslands()
  const target = otherLocale(locale)
  const { label, hint } = toggleTo[target]
  const link = (
    <Toggle
      // Through the server, which stores the choice and redirects to the twin: that works without JavaScript too.
      // With it, the head's inline script goes to the twin directly (the query string and fragment kept).
      href={localeSwitchHref(target, twinPath)}
      hrefLang={target}
      lang={target}
      aria-label={`${label} – ${i18n._(hint)}`}
      data-testid="language-toggle"
      data-twin={localizePath(twinPath, target)}
      {...{ [localeSwitchAttribute]: target }}
    >
      {label}
    </Toggle>
  )
  return (
    // The plain link as fallback: should React ever have to render this part before the tooltip's code is here.
    <Suspense fallback={link}>
      <LocaleTooltip hint={i18n._(hint)}>{link}</LocaleTooltip>
    </Suspense>
  )
})

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
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`
