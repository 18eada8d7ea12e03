import { useLingui } from '@lingui/react'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useShellContext } from '../pageContext/shellContext.ts'
import type { Captcha } from '../../site/contact/captchaSchema.ts'
import { contactMessages as m } from './contactMessages.ts'
import { fetchCaptcha } from './data/fetchCaptcha.ts'
import { keptCaptcha } from './data/keptCaptcha.ts'
import { SubmitRefused } from './data/contactApi.ts'
import { toastStore } from './toast/toastStore.ts'

/**
 * How a question is drawn: `fresh` skips the visit's kept one; `quiet` (the retry when the form gets the focus) says a
 * failure only in the question's place, so a toast the visitor is reading is not replaced.
 */
type Draw = { fresh: boolean; quiet?: boolean }

/**
 * The form's captcha: the visit's unanswered question when one is kept (keptCaptcha), else one fetched when the form
 * mounts (unless the page came with one); a new one on every reload(), which drops the old (spent or unwanted).
 * A POST that mints a single-use token is a mutation, not a cacheable query; only the latest one counts.
 * A failure is a destructive toast (docs/contact-and-captcha.md) and `failure`, shown in the question's place: the
 * server's text when it refused (429, too many drawn from this address), else 'Failed to load captcha'; `retry()`
 * asks again, as the form does when the visitor comes back to it (quietly: its failure shows only in the question's
 * place).
 */
export function useCaptcha(initial?: Captcha) {
  const { locale } = useShellContext()
  const { i18n } = useLingui()
  const failureText = (failed: Error) =>
    failed instanceof SubmitRefused && failed.message ? failed.message : i18n._(m.captchaLoadFailed)
  const { mutate, data, error, isPending } = useMutation({
    // A page view shows the visit's kept question if there is one; a new one is asked for otherwise.
    mutationFn: async ({ fresh }: Draw) => (!fresh && keptCaptcha.take()) || fetchCaptcha(locale),
    onSuccess: (captcha) => keptCaptcha.keep(captcha),
    onError: (failed, { quiet }) => {
      if (!quiet)
        toastStore.show({ variant: 'destructive', title: i18n._(m.errorTitle), description: failureText(failed) })
    },
  })
  // A question the server already put in the page (the form's answer without JavaScript) is fresh: it is used until
  // the first reload, never again after (its token is spent by then).
  const [initialLive, setInitialLive] = useState(initial !== undefined)
  const startsWithInitial = useRef(initialLive)
  const reload = useCallback(() => {
    setInitialLive(false)
    keptCaptcha.drop()
    mutate({ fresh: true })
  }, [mutate])
  useEffect(() => {
    if (!startsWithInitial.current) mutate({ fresh: false })
  }, [mutate])
  const retry = useCallback(() => {
    if (error && !isPending) mutate({ fresh: true, quiet: true })
  }, [error, isPending, mutate])
  return {
    captcha: data ?? (initialLive ? initial : undefined),
    failure: error && !isPending ? failureText(error) : undefined,
    reload,
    retry,
  }
}
