import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { usePageContext } from '../../renderer/usePageContext.ts'
import { contactMessages as m } from './contactMessages.ts'
import { fetchCaptcha } from './data/fetchCaptcha.ts'
import { toastStore } from './toast/toastStore.ts'

/**
 * The form's captcha: fetched when the form mounts, and again on every reload().
 * A POST that mints a single-use token is a mutation, not a cacheable query; only the latest one counts.
 */
export function useCaptcha() {
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const { mutate, data, isError } = useMutation({
    mutationFn: () => fetchCaptcha(locale),
    onError: () =>
      toastStore.show({ variant: 'destructive', title: i18n._(m.errorTitle), description: i18n._(m.captchaLoadFailed) }),
  })
  const reload = useCallback(() => mutate(), [mutate])
  useEffect(() => reload(), [reload])
  return { captcha: data, failed: isError, reload }
}
