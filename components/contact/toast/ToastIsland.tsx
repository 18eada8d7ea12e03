import { useLingui } from '@lingui/react'
import * as Toast from '@radix-ui/react-toast'
import { contactMessages as m } from '../contactMessages.ts'
import { Toaster } from './Toaster.tsx'

/**
 * The page's notifications, an island of their own: the form raises its toasts through toastStore, so neither
 * chunk carries the other's code. docs/states-and-limits.md: 5 s per toast, swipe right past 50 px to dismiss.
 * F8 works before this code arrives (the head's inline script, site/toastHotkey.ts).
 */
export function ToastIsland() {
  const { i18n } = useLingui()
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={i18n._(m.toastLabel)}>
      <Toaster />
    </Toast.Provider>
  )
}
