import { ContactIsland } from '../../components/contact/ContactIsland.tsx'
import { ToastIsland } from '../../components/contact/toast/ToastIsland.tsx'
import { LocaleTooltip } from '../../components/layout/LocaleTooltip.tsx'
import type { Islands } from '../../components/islands/IslandsContext.ts'

/** On the server every island renders at once (renderToString is synchronous), so the HTML holds all of it. */
export const serverIslands = { ContactForm: ContactIsland, Toasts: ToastIsland, LocaleTooltip } satisfies Islands
