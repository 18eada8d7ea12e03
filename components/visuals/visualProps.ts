import type { MessageDescriptor } from '@lingui/core'
import type { FactRef } from '../../site/facts/FactRef.ts'

/**
 * What every template gets besides its own parameters: the family's accent, the render's translator for the
 * templates' own words, and `fact`, which names a fact of the registry in the render's language.
 */
export type VisualProps = {
  accent: string
  t: (message: MessageDescriptor) => string
  fact: (ref: FactRef) => string
}

/** An industry page's scene in the render's language (its record's `scene`): what is paid, and a line under it. */
export type SceneWords = { title: string; note?: string | undefined }
