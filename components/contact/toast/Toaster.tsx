import { useLingui } from '@lingui/react'
import * as Toast from '@radix-ui/react-toast'
import { keyframes, styled } from 'styled-components'
import { theme } from '../../theme.ts'
import { contactMessages as m } from '../contactMessages.ts'
import { toastHotkey, toastViewportId } from '../../../site/toastHotkey.ts'
import { useSyncExternalStore } from 'react'
import { toastStore } from './toastStore.ts'

/**
 * The one toast viewport of the page and the toast in it, if any.
 * A closed toast stays mounted (hidden) until the store drops it: Radix only listens for the pointer or focus leaving
 * the viewport while it holds a toast, so unmounting the last one while paused (close button, swipe) would leave the
 * next toast paused for good (radix-ui/primitives#2268, #3355).
 */
export function Toaster() {
  const { i18n } = useLingui()
  const { toasts, dismiss } = useToast()
  return (
    <>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Root
          key={id}
          forceMount
          open={open}
          onOpenChange={(next) => next || dismiss(id)}
          $variant={variant}
          data-variant={variant}
        >
          <Text>
            {title ? <Title>{title}</Title> : null}
            {description ? <Description>{description}</Description> : null}
          </Text>
          {action}
          <Close aria-label={i18n._(m.toastClose)}>
            <span aria-hidden="true">×</span>
          </Close>
        </Root>
      ))}
      <Viewport
        id={toastViewportId}
        hotkey={toastHotkey}
        label={i18n._({ ...m.toastRegion, values: { hotkey: toastHotkey.join('+') } })}
      />
    </>
  )
}

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 16px)); }
  to { transform: translateX(0); }
`
// Both exits end hidden, which also takes the closed toast out of the accessibility tree.
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; visibility: hidden; }
`
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 16px)); visibility: hidden; }
`

/** Full width at the top on phones; bottom-right and at most 420 px wide from medium screens (docs/states-and-limits.md). */
const Viewport = styled(Toast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  /* Only the toasts take the pointer: the empty padding must not cover the page's own controls. */
  pointer-events: none;
  @media (min-width: ${theme.medium}) {
    top: auto;
    bottom: 0;
    max-width: 420px;
  }
`

const Root = styled(Toast.Root)<{ $variant: 'default' | 'destructive' }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 16px 44px 16px 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? theme.color.danger : theme.color.line)};
  background: ${(p) => (p.$variant === 'destructive' ? theme.color.danger : theme.color.surface)};
  color: ${(p) => (p.$variant === 'destructive' ? theme.color.onDark : theme.color.ink)};
  box-shadow: 0 10px 30px rgb(11 31 58 / 0.18);
  touch-action: none;
  pointer-events: auto;
  &[data-state='open'] {
    animation: ${slideIn} 200ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 150ms ease-out forwards;
  }
`

const Text = styled.div`
  display: grid;
  gap: 4px;
`

const Title = styled(Toast.Title)`
  font-weight: 700;
`

const Description = styled(Toast.Description)`
  font-size: 0.95rem;
`

const Close = styled(Toast.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgb(127 127 127 / 0.18);
  }
`

/** The toasts currently in the store, and the function that dismisses one. */
function useToast() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  return { toasts, dismiss: toastStore.dismiss }
}
