import { useSyncExternalStore } from 'react'
import { toastStore } from './toastStore.ts'

/** The toasts currently in the store, and the function that dismisses one. */
export function useToast() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot)
  return { toasts, dismiss: toastStore.dismiss }
}
