import { useSyncExternalStore } from 'react'
import { toastStore } from './toastStore.ts'

/** The toasts currently in the store, plus the functions to raise and dismiss one. */
export function useToast() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  return { toasts, toast: toastStore.show, dismiss: toastStore.dismiss }
}
