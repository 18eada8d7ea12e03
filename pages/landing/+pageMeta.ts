import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { findLandingCopy } from './landingCopy.ts'

// The route admits only registry paths, and tsc checks each registry entry has its copy.
export default ((pageContext) => {
  const copy = findLandingCopy(pageContext.logicalPath)
  if (!copy) throw new Error(`No landing copy for ${pageContext.logicalPath}`)
  return copy
}) satisfies PageMetaOf
