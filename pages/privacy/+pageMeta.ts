import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { privacyCopy } from './privacyCopy.ts'

export default (() => privacyCopy) satisfies PageMetaOf
