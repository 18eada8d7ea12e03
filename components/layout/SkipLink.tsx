import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { theme } from '../theme.ts'

const skipToContent = msg({ id: 'nav.skipToContent', message: 'Pular para o conteúdo' })

/** The first stop of the keyboard: past the header's menus straight to the page's content (WCAG 2.4.1). */
export function SkipLink() {
  const { i18n } = useLingui()
  return <Link href="#main">{i18n._(skipToContent)}</Link>
}

// Off-screen until focused, then over the header's top-left corner.
const Link = styled.a`
  position: absolute;
  left: 12px;
  top: 8px;
  z-index: 60;
  padding: 10px 16px;
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`
