import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from './toastStore.ts'

afterEach(() => vi.useRealTimers())

describe('toastStore (docs/states-and-limits.md)', () => {
  it('keeps one toast: a new one replaces the one on screen', () => {
    toastStore.show({ title: 'first' })
    const id = toastStore.show({ title: 'second', variant: 'destructive' })
    expect(toastStore.getSnapshot().toasts).toEqual([{ id, title: 'second', variant: 'destructive', open: true }])
  })

  it('closes a dismissed toast at once and drops it 1,000,000 ms later', () => {
    vi.useFakeTimers()
    const id = toastStore.show({ description: 'bye' })
    toastStore.dismiss(id)
    expect(toastStore.getSnapshot().toasts).toMatchObject([{ id, open: false }])
    vi.advanceTimersByTime(999_999)
    expect(toastStore.getSnapshot().toasts, '1 ms before').toMatchObject([{ id, open: false }])
    vi.advanceTimersByTime(1)
    expect(toastStore.getSnapshot().toasts).toEqual([])
  })

  it('tells subscribers about each change and renders empty on the server', () => {
    const seen: number[] = []
    const unsubscribe = toastStore.subscribe(() => seen.push(toastStore.getSnapshot().toasts.length))
    toastStore.show({ title: 'x' })
    unsubscribe()
    toastStore.show({ title: 'y' })
    expect(seen).toEqual([1])
    expect(toastStore.getServerSnapshot().toasts).toEqual([])
  })
})
