import type { MessageDescriptor } from '@lingui/core'

/** What every template gets besides its own parameters: the family's accent and the render's translator. */
export type VisualProps = { accent: string; t: (message: MessageDescriptor) => string }
