import type { ReactElement, ReactNode } from 'react'

/** docs/states-and-limits.md: one toast on screen at a time; a newer one replaces the older. */
const TOAST_LIMIT = 1
/** docs/states-and-limits.md: a dismissed toast stays in the store (closed) this long before it is dropped. */
const TOAST_REMOVE_DELAY = 1_000_000

export type ToastInput = {
  title?: ReactNode
  description?: ReactNode
  action?: ReactElement
  variant?: 'default' | 'destructive'
}

type ToastItem = Required<Pick<ToastInput, 'variant'>> & Omit<ToastInput, 'variant'> & { id: string; open: boolean }

type State = { toasts: readonly ToastItem[] }

const empty: State = { toasts: [] }
let state: State = empty
let count = 0
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()

function set(next: State): void {
  state = next
  for (const listener of listeners) listener()
}

function remove(id: string): void {
  clearTimeout(removals.get(id))
  removals.delete(id)
  set({ toasts: state.toasts.filter((t) => t.id !== id) })
}

/**
 * A tiny external store (the shape of shadcn's use-toast) so any code, inside React or not, can raise a toast.
 * It is only written to from browser events: the server always renders it empty.
 */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): State => state,
  getServerSnapshot: (): State => empty,

  show({ variant = 'default', ...input }: ToastInput): string {
    count = (count + 1) % Number.MAX_SAFE_INTEGER
    const id = String(count)
    const toasts = [{ ...input, variant, id, open: true }, ...state.toasts]
    for (const dropped of toasts.slice(TOAST_LIMIT)) {
      clearTimeout(removals.get(dropped.id))
      removals.delete(dropped.id)
    }
    set({ toasts: toasts.slice(0, TOAST_LIMIT) })
    return id
  },

  dismiss(id: string): void {
    if (!state.toasts.some((t) => t.id === id && t.open)) return
    set({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) })
    removals.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY),
    )
  },
}
