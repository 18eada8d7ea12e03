import type { MessageDescriptor } from '@lingui/core'
import type { PageContext } from 'vike/types'

/** What the head of every page shows: <title> and meta description (also the share preview's). */
export type PageMeta = { metaTitle: MessageDescriptor; metaDescription: MessageDescriptor }

/**
 * The `pageMeta` setting each page supplies in its own `+pageMeta.ts` (declared in renderer/+config.ts): the head
 * reads it from `pageContext.config`, so the renderer never needs to know the pages (docs/pages-and-copy.md).
 */
export type PageMetaOf = (pageContext: PageContext) => PageMeta
