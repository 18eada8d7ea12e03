import { lazy, type ComponentType } from 'react'

/** A lazy component whose code is requested only once `when` resolves (React asks for it when it first renders). */
export function lazyWhen<Props extends object>(when: () => Promise<void>, load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await when()
    return { default: await load() }
  })
}
