import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { ContactLink } from '../ContactLink.tsx'
import { theme } from '../theme.ts'
import { ctaMessages } from '../ctaMessages.ts'
import type { NavGroup } from './navGroups.ts'

/**
 * The small-screen menu: every link of the four menus; choosing a link or the call-to-action closes it.
 * Without JavaScript (no onClose) it has no call-to-action: nothing could close the menu, which would stay over the
 * contact section the call-to-action scrolls to (the page's own calls-to-action lead there).
 */
export function MobileMenu({ groups, label, onClose }: { groups: NavGroup[]; label: string; onClose?: () => void }) {
  const { i18n } = useLingui()
  return (
    <Panel id="mobile-menu" aria-label={label} data-testid="mobile-menu">
      {groups.map((group) => (
        <section key={group.family}>
          <h2>{group.label}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={onClose}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {onClose ? <ContactLink onNavigate={onClose}>{i18n._(ctaMessages.talkToSales)}</ContactLink> : null}
    </Panel>
  )
}

const Panel = styled.nav`
  max-height: calc(100dvh - 68px);
  overscroll-behavior: contain;
  overflow-y: auto;
  padding: 16px 20px 24px;
  background: ${theme.color.navyDeep};
  --focus-ring: ${theme.focusRing.onDark};
  h2 {
    font-size: 14px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.color.onDarkSoft};
    margin: 12px 0 4px;
  }
  ul {
    list-style: none;
    margin: 0 0 8px;
    padding: 0;
    display: grid;
    /* Long labels ('Criadores de conteúdo', 'Mídia e publicidade') wrap inside their column, never into the next. */
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
    column-gap: 16px;
  }
  a:not([data-cta]) {
    display: block;
    padding: 8px 0;
    line-height: 1.3;
    overflow-wrap: anywhere;
    color: ${theme.color.onDark};
    text-decoration: none;
  }
  @media (min-width: ${theme.wide}) {
    display: none;
  }
`
