import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Activity, Suspense, useCallback, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { Container } from '../Container.tsx'
import { ContactLink } from '../ContactLink.tsx'
import { theme } from '../theme.ts'
import { useLocalePath } from '../locale/useLocalePath.ts'
import { ctaMessages } from '../ctaMessages.ts'
import { LocaleToggle } from './LocaleToggle.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { NavDropdown } from './NavDropdown.tsx'
import { useShellContext } from '../pageContext/shellContext.ts'
import { useDisclosureHandover } from './useDisclosureHandover.ts'
import { useMenuCoversPage } from './useMenuCoversPage.ts'

const navLabel = msg({ id: 'nav.label', message: 'Navegação principal' })
const menuLabel = msg({ id: 'nav.menu', message: 'Menu' })

export function Header() {
  const { i18n } = useLingui()
  const localePath = useLocalePath()
  // Computed by the server (renderer/+onRenderHtml.tsx): the page registry never ships to the browser.
  const { navGroups: groups } = useShellContext()
  const [menuOpen, setMenuOpen] = useState(false)
  const bar = useRef<HTMLElement>(null)
  const hamburger = useRef<HTMLButtonElement>(null)
  const { scripted, details: disclosure } = useDisclosureHandover(setMenuOpen, hamburger)
  // Escape hands the focus back to the menu's button.
  const closeMenu = useCallback(() => {
    setMenuOpen(false)
    hamburger.current?.focus()
  }, [])
  const uncoverPage = useMenuCoversPage(menuOpen, bar, closeMenu)
  return (
    <Bar ref={bar}>
      <Row>
        <Logo href={localePath('/')} />
        <DesktopNav aria-label={i18n._(navLabel)}>
          {groups.map((group) => (
            <NavDropdown key={group.family} label={group.label} links={group.links} />
          ))}
        </DesktopNav>
        <Actions>
          <LocaleToggle />
          <HeaderCta>
            <ContactLink>{i18n._(ctaMessages.talkToSales)}</ContactLink>
          </HeaderCta>
          {scripted ? (
            <Hamburger
              ref={hamburger}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={i18n._(menuLabel)}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {bars}
            </Hamburger>
          ) : (
            // Without JavaScript (and until it runs) the menu is a disclosure in the server's HTML, over the page.
            <MenuDisclosure ref={disclosure}>
              <Hamburger as="summary" aria-label={i18n._(menuLabel)}>
                {bars}
              </Hamburger>
              {/* Hydrated later, on its own (see NavDropdown): a tap on the toggle while the header hydrates
                  does not wait for the menu's 50-odd links. */}
              <Suspense>
                <MobileMenu groups={groups} label={i18n._(menuLabel)} />
              </Suspense>
            </MenuDisclosure>
          )}
        </Actions>
      </Row>
      {/* Rendered hidden ahead of time, at React's lowest priority: opening it reveals it, a tap's work is small. */}
      {scripted && (
        <Activity mode={menuOpen ? 'visible' : 'hidden'}>
          <MobileMenu
            groups={groups}
            label={i18n._(menuLabel)}
            onClose={() => {
              uncoverPage()
              setMenuOpen(false)
            }}
          />
        </Activity>
      )}
    </Bar>
  )
}

const bars = (
  <>
    <span aria-hidden="true" />
    <span aria-hidden="true" />
    <span aria-hidden="true" />
  </>
)

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${theme.color.navy};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDark};
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.08);
`
const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 68px;
  @media (max-width: 399.98px) {
    gap: 8px;
    padding: 0 12px;
  }
`
// The four menus need the width of a laptop: below it (a tablet held upright too) they fold into the hamburger's
// list, so the bar never outgrows the screen (docs/pages-and-copy.md).
const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  gap: 4px;
  @media (min-width: ${theme.wide}) {
    display: flex;
  }
`
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
  @media (max-width: 399.98px) {
    gap: 8px;
  }
`
// 'Talk to Sales' stays in the bar at every width, so a phone reaches the form without opening the menu; a smaller
// button on phones leaves room for the logo, the language toggle and the menu button down to 320 px.
const HeaderCta = styled.div`
  @media (max-width: 767.98px) {
    a {
      padding: 8px 14px;
      font-size: 0.875rem;
    }
  }
  @media (max-width: 399.98px) {
    a {
      padding: 8px 10px;
      font-size: 0.8125rem;
    }
  }
`
const Hamburger = styled.button`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  gap: 5px;
  width: 44px;
  height: 44px;
  padding: 10px;
  background: none;
  border: 1px solid ${theme.color.onDarkSoft};
  border-radius: 8px;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  span {
    display: block;
    height: 2px;
    background: ${theme.color.onDark};
  }
  @media (min-width: ${theme.wide}) {
    display: none;
  }
`
// The menu lies under the sticky header, its full width (the header is the nearest positioned box).
const MenuDisclosure = styled.details`
  > nav {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
  }
  @media (min-width: ${theme.wide}) {
    display: none;
  }
`
