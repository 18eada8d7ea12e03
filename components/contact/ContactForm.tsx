import { useLingui } from '@lingui/react'
import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { styled } from 'styled-components'
import { useShellContext } from '../pageContext/shellContext.ts'
import { apiErrorMessages } from '../../site/contact/apiErrorMessages.ts'
import { contactContract, type ContactFieldName } from '../../site/contact/contactContract.ts'
import { utmKeys } from '../../site/contact/utmKeys.ts'
import { localizePath } from '../../site/locales.ts'
import { contactAnchor, contactHeadingId } from '../scrollToContact.ts'
import { theme } from '../theme.ts'
import { CaptchaField } from './CaptchaField.tsx'
import { contactMessages as m } from './contactMessages.ts'
import { ContactSent } from './ContactSent.tsx'
import { firstTouch } from './data/firstTouch.ts'
import { keptCaptcha } from './data/keptCaptcha.ts'
import { FormField } from './FormField.tsx'
import { FormStatus } from './FormStatus.tsx'
import { HoneypotField } from './HoneypotField.tsx'
import { readFields } from './readFields.ts'
import { refusalErrors, type FieldErrors, type RefusalTexts } from './refusalErrors.ts'
import { toastStore } from './toast/toastStore.ts'
import { useCaptcha } from './useCaptcha.ts'
import { useContactSubmit } from './useContactSubmit.ts'
import { validateContact } from './validateContact.ts'

/**
 * The contact form (docs/contact-and-captcha.md, docs/states-and-limits.md, docs/progressive-enhancement.md): a real form posted to its own page, which the server answers without
 * JavaScript; with JavaScript it checks in the browser, then one POST to the API. Every failed check marks its field
 * and says why under it (besides the toast, docs/errors.md), and the focus goes to the first of them.
 */
export function ContactForm() {
  const { contactForm } = useShellContext()
  return contactForm?.step === 'sent' ? <ContactSent /> : <ContactFormFields />
}

function ContactFormFields() {
  const { i18n } = useLingui()
  const { locale, logicalPath, contactForm, contactTopic } = useShellContext()
  const answer = contactForm?.step === 'answer' ? contactForm : undefined
  const formRef = useRef<HTMLFormElement>(null)
  const answerRef = useRef<HTMLInputElement>(null)
  const refusal = answer?.refusal
  const texts = (server: string): RefusalTexts => ({
    server,
    fieldRequired: i18n._(m.fieldRequired),
    invalidEmail: i18n._(apiErrorMessages.invalid_email),
    captchaMissing: i18n._(m.captchaMissing),
    newQuestion: i18n._(m.newQuestion),
  })
  const [errors, setErrors] = useState<FieldErrors>(() => {
    if (!answer || !refusal) return {}
    // A 'required' refusal names every refused field; the ones that were not empty were refused for another reason.
    const server = i18n._(apiErrorMessages[refusal.code === 'required' ? 'invalid' : refusal.code])
    // The server keeps no answer: a refused one was given but wrong, or missing when the refusal says so.
    const isEmpty = (field: ContactFieldName) =>
      field === 'captchaAnswer' ? refusal.code === 'required' : !(answer.values[field] ?? '').trim()
    return refusalErrors(refusal.fields, isEmpty, texts(server))
  })
  const { captcha, failure, reload, retry } = useCaptcha(answer?.captcha)

  // Marks the fields, then moves the focus to the first of them once its message is in place (so it is read with it).
  const showErrors = (next: FieldErrors, order: readonly ContactFieldName[]) => {
    flushSync(() => setErrors(next))
    if (order.length > 0) formRef.current?.querySelector<HTMLElement>(`[name="${order[0]}"]`)?.focus()
  }
  // A new question makes the typed answer meaningless; clearing it in place keeps the focus where it is.
  const newQuestion = () => {
    if (answerRef.current) answerRef.current.value = ''
    reload()
  }
  const submit = useContactSubmit({
    onSuccess: () => {
      setErrors({})
      formRef.current?.reset()
    },
    onRefused: (description, fields) => {
      const typed = formRef.current ? readFields(formRef.current) : undefined
      const isEmpty = (field: ContactFieldName) => !(typed?.[field] ?? '').trim()
      showErrors(refusalErrors(fields, isEmpty, texts(description)), fields)
    },
    onSettled: newQuestion,
  })

  const showError = (description: string) =>
    toastStore.show({ variant: 'destructive', title: i18n._(m.errorTitle), description })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submit.isPending) return
    const check = validateContact(readFields(event.currentTarget), captcha)
    if (check.ok) {
      setErrors({})
      // Sent, the question is spent: no later page of the visit may offer it again.
      keptCaptcha.drop()
      submit.mutate({ ...check.payload, page: logicalPath, utm: firstTouch() })
      return
    }
    if (check.problem === 'required') {
      showErrors(Object.fromEntries(check.missing.map((field) => [field, i18n._(m.fieldRequired)])), check.missing)
      showError(i18n._(m.errorValidation))
    } else if (check.problem === 'spam') {
      // The trap is no field of the visitor's: nothing to mark, the focus stays on the button.
      setErrors({})
      showError(i18n._(m.spamDetected))
    } else {
      showErrors({ captchaAnswer: i18n._(m.captchaMissing) }, ['captchaAnswer'])
      showError(i18n._(m.captchaError))
    }
  }

  // Typing in a field marked invalid takes the mark away.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { target } = event
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
    const { name } = target
    if (name in errors) setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name)))
  }

  const values = answer?.values
  return (
    <Form
      ref={formRef}
      method="post"
      action={`${localizePath(logicalPath, locale)}#${contactAnchor}`}
      noValidate
      aria-labelledby={contactHeadingId}
      aria-describedby="contact-required-note"
      onSubmit={onSubmit}
      onInput={onInput}
      // A question the server refused (too many drawn) is asked for again when the visitor comes back to the form.
      onFocus={retry}
    >
      <Note id="contact-required-note">{i18n._(m.requiredNote)}</Note>
      {answer ? <FormStatus refusal={refusal} errors={errors} /> : null}
      <Grid>
        <FormField
          name="name"
          label={i18n._(m.name)}
          autoComplete="name"
          required
          error={errors.name}
          defaultValue={values?.name}
        />
        <FormField
          name="email"
          type="email"
          label={i18n._(m.email)}
          autoComplete="email"
          required
          error={errors.email}
          defaultValue={values?.email}
        />
        <FormField
          name="company"
          label={i18n._(m.company)}
          autoComplete="organization"
          error={errors.company}
          defaultValue={values?.company}
        />
        <FormField
          name="whatsapp"
          type="tel"
          label={i18n._(m.whatsapp)}
          autoComplete="tel"
          error={errors.whatsapp}
          defaultValue={values?.whatsapp}
        />
      </Grid>
      <FormField
        name="message"
        label={i18n._(m.message)}
        placeholder={contactTopic.hint}
        rows={4}
        autoComplete="off"
        required
        hint={i18n._({ ...m.messageLimit, values: { max: i18n.number(contactContract.maxLength.message) } })}
        error={errors.message}
        defaultValue={values?.message}
      />
      <CaptchaField
        captcha={captcha}
        failure={failure}
        error={errors.captchaAnswer}
        answerRef={answerRef}
        onRefresh={newQuestion}
      />
      <HoneypotField label={i18n._(m.honeypot)} />
      {/* The first step's campaign tags, carried to the next step of the form sent without JavaScript. */}
      {utmKeys.map((key) =>
        answer?.utm[key] ? <input key={key} type="hidden" name={key} value={answer.utm[key]} /> : null,
      )}
      {/* Never `disabled`: a disabled button would drop the focus to the page while the form is sent. */}
      <Submit type="submit" aria-disabled={submit.isPending || undefined}>
        {i18n._(submit.isPending ? m.sending : m.submit)}
      </Submit>
    </Form>
  )
}

// Tighter on a phone (docs/pages-and-copy.md, "On a phone"); every control keeps its 44 px.
const Form = styled.form`
  position: relative;
  display: grid;
  gap: 14px;
  padding: 20px 16px;
  @media (min-width: ${theme.medium}) {
    gap: 20px;
    padding: 28px;
  }
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
  gap: 14px;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: 1fr 1fr;
    gap: 20px;
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
  &:hover:not([aria-disabled='true']) {
    filter: brightness(1.1);
  }
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: progress;
  }
`
