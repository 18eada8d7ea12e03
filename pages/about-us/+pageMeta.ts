import type { PageMetaOf } from '../../components/pageContext/PageMeta.ts'
import { aboutUsCopy } from './aboutUsCopy.ts'

export default (() => aboutUsCopy) satisfies PageMetaOf
