import { useLingui } from '@lingui/react'
import { useRef, useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import { contactHeadingId } from '../scrollToContact.ts'
import { theme } from '../theme.ts'
import { CaptchaField } from './CaptchaField.tsx'
import { contactMessages as m } from './contactMessages.ts'
import { FormField } from './FormField.tsx'
import { HoneypotField } from './HoneypotField.tsx'
import { toastStore } from './toast/toastStore.ts'
import { useCaptcha } from './useCaptcha.ts'
import { useContactSubmit } from './useContactSubmit.ts'
import { useHydrated } from './useHydrated.ts'
import { validateContact, type ContactFields } from './validateContact.ts'

/** The fields are uncontrolled: read once on submit, so typing costs no render, and what was typed before hydration is kept. */
function readFields(form: HTMLFormElement): ContactFields {
  const data = new FormData(form)
  const get = (key: keyof ContactFields) => String(data.get(key) ?? '')
  return {
    name: get('name'),
    email: get('email'),
    company: get('company'),
    whatsapp: get('whatsapp'),
    message: get('message'),
    captchaAnswer: get('captchaAnswer'),
    website: get('website'),
  }
}

/** The contact form (SPEC §3–5): checks in the browser, then one POST; every outcome is a toast. */
export function ContactForm() {
  const { i18n } = useLingui()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const answerRef = useRef<HTMLInputElement>(null)
  const [invalid, setInvalid] = useState<readonly string[]>([])
  const { captcha, failed, reload } = useCaptcha()

  // A new question makes the typed answer meaningless; clearing it in place keeps the focus where it is.
  const newQuestion = () => {
    if (answerRef.current) answerRef.current.value = ''
    reload()
  }
  const submit = useContactSubmit({ onSuccess: () => formRef.current?.reset(), onSettled: newQuestion })

  const showError = (description: string) =>
    toastStore.show({ variant: 'destructive', title: i18n._(m.errorTitle), description })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submit.isPending) return
    const form = event.currentTarget
    const check = validateContact(readFields(form), captcha)
    if (check.ok) {
      setInvalid([])
      submit.mutate(check.payload)
      return
    }
    const wrong = check.problem === 'required' ? check.missing : check.problem === 'captcha' ? ['captchaAnswer'] : []
    setInvalid(wrong)
    if (wrong.length > 0) form.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus()
    if (check.problem === 'required') showError(i18n._(m.errorValidation))
    else if (check.problem === 'spam') showError(i18n._(m.spamDetected))
    else showError(i18n._(m.captchaError))
  }

  // Typing in a field marked invalid takes the mark away.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement
    if (invalid.includes(name)) setInvalid(invalid.filter((n) => n !== name))
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={contactHeadingId}
      aria-describedby="contact-required-note"
      onSubmit={onSubmit}
      onInput={onInput}
    >
      <Note id="contact-required-note">{i18n._(m.requiredNote)}</Note>
      <Grid>
        <FormField name="name" label={i18n._(m.name)} autoComplete="name" required invalid={invalid.includes('name')} />
        <FormField
          name="email"
          type="email"
          label={i18n._(m.email)}
          autoComplete="email"
          required
          invalid={invalid.includes('email')}
        />
        <FormField name="company" label={i18n._(m.company)} autoComplete="organization" />
        <FormField name="whatsapp" type="tel" label={i18n._(m.whatsapp)} autoComplete="tel" />
      </Grid>
      <FormField
        name="message"
        label={i18n._(m.message)}
        rows={4}
        autoComplete="off"
        required
        invalid={invalid.includes('message')}
      />
      <CaptchaField
        captcha={captcha}
        failed={failed}
        invalid={invalid.includes('captchaAnswer')}
        answerRef={answerRef}
        onRefresh={newQuestion}
      />
      <HoneypotField label={i18n._(m.honeypot)} />
      {/* Disabled until hydrated, so an early click cannot fall back to a plain browser submit. */}
      <Submit type="submit" disabled={!hydrated || submit.isPending}>
        {i18n._(submit.isPending ? m.sending : m.submit)}
      </Submit>
    </Form>
  )
}

const Form = styled.form`
  position: relative;
  display: grid;
  gap: 20px;
  max-width: 760px;
  margin-top: 32px;
  padding: 28px;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.color.inkSoft};
`

const Grid = styled.div`
  display: grid;
  gap: 20px;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`

const Submit = styled.button`
  justify-self: start;
  min-height: 48px;
  padding: 12px 28px;
  border: 0;
  border-radius: 999px;
  background: ${theme.color.accent};
  color: ${theme.color.onDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { filter: brightness(1.1); }
  &:disabled { opacity: 0.65; cursor: not-allowed; }
`
