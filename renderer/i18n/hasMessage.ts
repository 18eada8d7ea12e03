import type { I18n } from '@lingui/core'

/** Whether the active catalogue holds a message: the landing template shows only the cards that exist. */
export function hasMessage(i18n: I18n, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(i18n.messages, id)
}
