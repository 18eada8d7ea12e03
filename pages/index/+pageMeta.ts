import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { homeCopy } from './homeCopy.ts'

export default (() => homeCopy) satisfies PageMetaOf
