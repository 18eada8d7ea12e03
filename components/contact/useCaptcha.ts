import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePageContext } from '../pageContext/usePageContext.ts'
import type { Captcha } from '../../site/contact/captchaSchema.ts'
import { contactMessages as m } from './contactMessages.ts'
import { fetchCaptcha } from './data/fetchCaptcha.ts'
import { toastStore } from './toast/toastStore.ts'

/**
 * The form's captcha: fetched when the form mounts (unless the page came with one), and again on every reload().
 * A POST that mints a single-use token is a mutation, not a cacheable query; only the latest one counts.
 */
export function useCaptcha(initial?: Captcha) {
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const { mutate, data, isError } = useMutation({
    mutationFn: () => fetchCaptcha(locale),
    onError: () =>
      toastStore.show({
        variant: 'destructive',
        title: i18n._(m.errorTitle),
        description: i18n._(m.captchaLoadFailed),
      }),
  })
  // A question the server already put in the page (the form's answer without JavaScript) is fresh: it is used until
  // the first reload, never again after (its token is spent by then).
  const [initialLive, setInitialLive] = useState(initial !== undefined)
  const startsWithInitial = useRef(initialLive)
  const reload = useCallback(() => {
    setInitialLive(false)
    mutate()
  }, [mutate])
  useEffect(() => {
    if (!startsWithInitial.current) reload()
  }, [reload])
  return { captcha: data ?? (initialLive ? initial : undefined), failed: isError, reload }
}
