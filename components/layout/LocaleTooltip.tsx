import * as Tooltip from '@radix-ui/react-tooltip'
import { useEffect, useRef, type ReactElement } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.ts'

/** The language toggle's tooltip (Radix Tooltip, the site's only one, so it brings its own provider). */
export function LocaleTooltip({ hint, children }: { hint: string; children: ReactElement }) {
  const trigger = useRef<HTMLElement | null>(null)
  useEffect(() => {
    // This code arrives once the pointer or the focus is on its way (browserIslands): the visitor may already be on
    // the link. Radix reacts to pointer moves and focus events, so hand it the one it missed.
    const link = trigger.current
    if (!link) return
    if (link === document.activeElement) link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    else if (link.matches(':hover'))
      link.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }))
  }, [])
  return (
    // docs/states-and-limits.md: 700 ms to open, 300 ms in which the next one opens at once.
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild ref={(link: HTMLElement | null) => void (trigger.current = link)}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <TooltipContent sideOffset={6}>
            {hint}
            <Tooltip.Arrow />
          </TooltipContent>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}

const TooltipContent = styled(Tooltip.Content)`
  background: ${theme.color.navyDeep};
  color: ${theme.color.onDark};
  padding: 6px 10px;
  border-radius: 6px;
  font-size: 14px;
  z-index: 50;
  fill: ${theme.color.navyDeep};
`
