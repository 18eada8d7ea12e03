import { utmKeys, type UtmKey } from '../../../site/contact/utmKeys.ts'

const storageKey = 'fluxa_first_touch'

export type Utm = Partial<Record<UtmKey, string>>

/** A tag as the server accepts it (attributionSchema): printable, trimmed, at most 100 characters. */
function clean(value: string | null): string {
  return (value ?? '').replace(/\p{C}/gu, '').trim().slice(0, 100)
}

function parse(text: string | null): Utm | undefined {
  if (text === null) return undefined
  try {
    const stored: unknown = JSON.parse(text)
    if (typeof stored !== 'object' || stored === null) return undefined
    const utm: Utm = {}
    for (const key of utmKeys) {
      const value = Object.getOwnPropertyDescriptor(stored, key)?.value
      if (typeof value === 'string' && clean(value)) utm[key] = clean(value)
    }
    return utm
  } catch {
    return undefined
  }
}

/**
 * The campaign tags of the visit's first page (docs/progressive-enhancement.md): read from that page's URL once, kept in sessionStorage for
 * the rest of the visit (the tab), so a later page of the visit sends the same first touch. A first page without tags
 * is remembered as none. Storage may be unavailable (private modes, blocked): then the current URL's tags.
 */
export function firstTouch(): Utm {
  const params = new URLSearchParams(window.location.search)
  const here: Utm = {}
  for (const key of utmKeys) if (clean(params.get(key))) here[key] = clean(params.get(key))
  try {
    const kept = parse(window.sessionStorage.getItem(storageKey))
    if (kept) return kept
    window.sessionStorage.setItem(storageKey, JSON.stringify(here))
  } catch {
    // No storage: the current page's tags are the best first touch there is.
  }
  return here
}
