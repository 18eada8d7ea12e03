import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { termsCopy } from './termsCopy.ts'

export default (() => termsCopy) satisfies PageMetaOf
