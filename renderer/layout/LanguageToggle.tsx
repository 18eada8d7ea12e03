import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react'
import { styled } from 'styled-components'
import { theme } from '../components/theme.ts'
import { localizePath } from '../site/localizePath.ts'
import { saveLocalePreference } from '../site/saveLocalePreference.ts'
import { usePageContext } from '../usePageContext.ts'

const switchTo = {
  'pt-BR': { target: 'en-US', label: 'EN', hint: msg({ id: 'language.toEnglish', message: 'Read this page in English' }) },
  'en-US': { target: 'pt-BR', label: 'PT', hint: msg({ id: 'language.toPortuguese', message: 'Ler esta página em português' }) },
} as const

type TooltipComponent = ComponentType<{ hint: string; children: ReactElement }>
let tooltipModule: Promise<TooltipComponent> | undefined
const loadTooltip = () => (tooltipModule ??= import('./LanguageTooltip.tsx').then((module) => module.LanguageTooltip))

/**
 * EN / PT: goes to the same page in the other language and remembers the choice.
 * The link is plain HTML until the visitor points at or focuses it; then the tooltip code loads and wraps it.
 */
export function LanguageToggle() {
  const { locale, logicalPath } = usePageContext()
  const { i18n } = useLingui()
  const { target, label, hint } = switchTo[locale]
  const [Tip, setTip] = useState<TooltipComponent>()
  const anchor = useRef<HTMLAnchorElement>(null)
  const hadFocus = useRef(false)
  const load = () => {
    if (Tip) return
    void loadTooltip().then((component) => {
      hadFocus.current = document.activeElement === anchor.current
      setTip(() => component)
    })
  }
  // A keyboard visitor may reach the link before the page hydrates (its focus event then went unseen).
  useEffect(() => {
    if (document.activeElement === anchor.current) load()
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // Wrapping the link mounts a new element: keep the keyboard focus where it was (the tooltip then opens on focus).
  useLayoutEffect(() => {
    if (Tip && hadFocus.current) anchor.current?.focus()
  }, [Tip])
  const link = (
    <Toggle
      ref={anchor}
      href={localizePath(logicalPath, target)}
      hrefLang={target}
      lang={target}
      aria-label={`${label} – ${i18n._(hint)}`}
      data-testid="language-toggle"
      onClick={() => saveLocalePreference(target)}
      onPointerEnter={load}
      onFocus={load}
    >
      {label}
    </Toggle>
  )
  return Tip ? <Tip hint={i18n._(hint)}>{link}</Tip> : link
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
