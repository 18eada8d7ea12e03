import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { styled } from 'styled-components'
import { theme } from '../theme.ts'
import { useDisclosureHandover } from './useDisclosureHandover.ts'

import type { NavLink } from './navGroups.ts'

/**
 * A disclosure menu (WAI-ARIA disclosure navigation pattern): opens on hover or on the button,
 * ArrowDown enters the list, arrows move, Escape closes it (and returns the focus to its button when it was inside),
 * leaving it closes it.
 * Until the script runs (or without it) the same menu is a `<details>`: a click on its title opens it, and the
 * menus share a name, so opening one closes the others.
 */
export function NavDropdown({ label, links }: { label: string; links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const { scripted, details: disclosure } = useDisclosureHandover(setOpen, button)
  // Pointing at the button already opened the menu, so the click that follows (or a tap, which also hovers) must not close it.
  const openedByHover = useRef(false)
  // Closed by Escape under the pointer: hovering does not reopen it until the pointer has left (WCAG 1.4.13).
  const dismissed = useRef(false)
  const wrapper = useRef<HTMLDivElement>(null)

  // Escape wherever the focus is: a menu opened by hovering has the pointer, not the focus. On the window in the
  // capture phase, so a key pressed in an HTML-only part (which React stops) is heard too.
  useEffect(() => {
    if (!open) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      dismissed.current = wrapper.current?.matches(':hover') ?? false
      setOpen(false)
      if (wrapper.current?.contains(document.activeElement)) button.current?.focus()
    }
    window.addEventListener('keydown', onEscape, { capture: true })
    return () => window.removeEventListener('keydown', onEscape, { capture: true })
  }, [open])

  const focusLink = (index: number) => {
    const anchors = list.current?.querySelectorAll('a')
    if (!anchors?.length) return
    anchors[(index + anchors.length) % anchors.length].focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const anchors = Array.from(list.current?.querySelectorAll('a') ?? [])
    const current = anchors.findIndex((anchor) => anchor === document.activeElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      // Rendered open within this keystroke, so the focus moves at once: an Enter right after lands on the new link.
      if (!open) flushSync(() => setOpen(true))
      focusLink(current + 1)
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault()
      focusLink(current < 0 ? -1 : current - 1)
    }
  }
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false)
  }
  // mouseover rather than mouseenter: React derives enter events from the mouseout of the element the pointer leaves,
  // and it cannot for a pointer coming from an HTML-only part (page bodies, see HtmlOnly), which it never hydrates.
  const onMouseOver = () => {
    if (open || dismissed.current) return
    openedByHover.current = true
    setOpen(true)
  }
  const onMouseLeave = () => {
    openedByHover.current = false
    dismissed.current = false
    setOpen(false)
  }
  const onClick = () => {
    dismissed.current = false
    if (openedByHover.current) openedByHover.current = false
    else setOpen((o) => !o)
  }

  const items = links.map((link) => (
    <li key={link.href}>
      <a href={link.href}>
        <strong>{link.label}</strong>
        <span>{link.description}</span>
      </a>
    </li>
  ))
  if (!scripted) {
    return (
      <Wrapper as="details" name="nav-menus" ref={disclosure}>
        <Trigger as="summary">
          {label}
          <Caret aria-hidden="true" />
        </Trigger>
        {/* Its own Suspense boundary: React hydrates the links later, on their own, so a tap while the header
            hydrates (which React then finishes at once, in that tap's task) does not wait for them. */}
        <Panel>
          <Suspense>{items}</Suspense>
        </Panel>
      </Wrapper>
    )
  }
  return (
    <Wrapper ref={wrapper} onMouseOver={onMouseOver} onMouseLeave={onMouseLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={onClick}>
        {label}
        <Caret aria-hidden="true" />
      </Trigger>
      <Panel id={id} ref={list} hidden={!open}>
        {items}
      </Panel>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  position: relative;
`
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  background: none;
  border: 0;
  padding: 10px 12px;
  font: inherit;
  font-weight: 600;
  color: ${theme.color.onDark};
  cursor: pointer;
  border-radius: 8px;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`
const Caret = styled.span`
  width: 0;
  height: 0;
  border-left: 4px solid transparent;
  border-right: 4px solid transparent;
  border-top: 5px solid currentColor;
`
const Panel = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  width: max-content;
  max-width: min(340px, calc(100vw - 32px));
  /* A menu taller than the screen (Industries on a phone held sideways) scrolls inside itself. */
  max-height: calc(100dvh - 84px);
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${theme.color.surface};
  --focus-ring: ${theme.focusRing.onLight};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 32px rgba(11, 31, 58, 0.18);
  z-index: 20;
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: 8px 12px;
    border-radius: 8px;
    color: ${theme.color.ink};
    text-decoration: none;
  }
  strong {
    display: block;
    font-weight: 600;
  }
  span {
    display: block;
    font-size: 0.8125rem;
    line-height: 1.35;
    color: ${theme.color.inkSoft};
  }
  a:hover,
  a:focus-visible {
    background: ${theme.color.canvas};
  }
`
