import { contactContract } from '../../site/contact/contactContract.ts'
import type { ContactFields } from './validateContact.ts'

/** The fields are uncontrolled: read once on submit, so typing costs no render, and what was typed before hydration is kept. */
export function readFields(form: HTMLFormElement): ContactFields {
  const data = new FormData(form)
  const get = (key: keyof ContactFields) => String(data.get(key) ?? '')
  return {
    name: get('name'),
    email: get('email'),
    company: get('company'),
    whatsapp: get('whatsapp'),
    message: get('message'),
    captchaAnswer: get('captchaAnswer'),
    [contactContract.honeypot.input]: get(contactContract.honeypot.input),
  }
}
