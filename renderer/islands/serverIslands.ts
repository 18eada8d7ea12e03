import { ContactIsland } from '../../components/contact/ContactIsland.tsx'
import { LanguageTooltip } from '../layout/LanguageTooltip.tsx'
import type { Islands } from './Islands.ts'

/** On the server every island renders at once (renderToString is synchronous), so the HTML holds all of it. */
export const serverIslands = { ContactForm: ContactIsland, LanguageTooltip } satisfies Islands
