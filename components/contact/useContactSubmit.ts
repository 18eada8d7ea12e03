import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useShellContext } from '../pageContext/shellContext.ts'
import type { ContactFieldName } from '../../site/contact/contactContract.ts'
import { contactMessages as m } from './contactMessages.ts'
import type { ContactPayload } from '../../site/contact/contactSchema.ts'
import { sendContact } from './data/sendContact.ts'
import { SubmitRefused } from './data/contactApi.ts'
import { toastStore } from './toast/toastStore.ts'

type SubmitCallbacks = {
  onSuccess: () => void
  /** The server refused: its text for the visitor and the fields it named (none for a network failure). */
  onRefused: (description: string, fields: readonly ContactFieldName[]) => void
  onSettled: () => void
}

/**
 * Sends the form and tells the visitor how it went (docs/errors.md). Either way the captcha token is spent,
 * so `onSettled` gets a new one; `onSuccess` clears the form; `onRefused` marks the fields.
 */
export function useContactSubmit({ onSuccess, onRefused, onSettled }: SubmitCallbacks) {
  const { locale } = useShellContext()
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: (payload: ContactPayload) => sendContact(payload, locale),
    onSuccess: () => {
      toastStore.show({ title: i18n._(m.successTitle), description: i18n._(m.successDesc) })
      onSuccess()
    },
    onError: (error) => {
      // The server's own text when it gave one; a network failure gets our sentence, not the browser's English.
      const description = error instanceof SubmitRefused ? error.message || i18n._(m.sendFailed) : i18n._(m.errorDesc)
      toastStore.show({ variant: 'destructive', title: i18n._(m.errorTitle), description })
      onRefused(description, error instanceof SubmitRefused ? error.fields : [])
    },
    onSettled,
  })
}
