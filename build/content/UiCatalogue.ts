import type { Locale } from '../../site/locales.ts'

/** One Lingui catalogue in one language (locales/en-US/site.po): its file and each message's text (msgstr) by id. */
export type UiCatalogue = { file: string; locale: Locale; messages: Readonly<Record<string, string>> }
