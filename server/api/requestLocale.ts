import type { Context } from 'koa'
import { defaultLocale, type Locale } from '../../renderer/site/locales.ts'

/** The visitor's language for API error texts: the client sends its page's locale; any English → en-US, else pt-BR. */
export function requestLocale(ctx: Pick<Context, 'acceptsLanguages'>): Locale {
  // Sorted by the client's preference (q values); '*' and no header give the default.
  const [preferred] = ctx.acceptsLanguages()
  return preferred && /^en(-|$)/i.test(preferred) ? 'en-US' : defaultLocale
}
