import type { InputHTMLAttributes } from 'react'
import { contactContract, type ContactText } from '../../site/contact/contactContract.ts'
import { FieldError } from './FieldError.tsx'
import { formControls } from './formControls.ts'

const { Label, RequiredMark, Input, Textarea, Hint } = formControls

type FormFieldProps = {
  name: ContactText
  label: string
  required?: boolean
  /** Why the field was refused: marks it invalid and is shown under it. */
  error?: string
  /** What the visitor typed before the server answered (the form sent without JavaScript). */
  defaultValue?: string
  /** Makes it a multi-line field of this many rows. */
  rows?: number
  type?: 'text' | 'email' | 'tel'
  /** An example of what to write, shown in the empty field (the label still names it). */
  placeholder?: string
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete']
  /** A visible note under the field (its limit, where it is not obvious), which the field names as its description. */
  hint?: string
}

/** One labelled field of the contact form. Uncontrolled: the form reads it on submit and resets it on success. */
export function FormField({
  name,
  label,
  required = false,
  error,
  defaultValue,
  rows,
  type = 'text',
  placeholder,
  autoComplete,
  hint,
}: FormFieldProps) {
  const id = `contact-${name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  // Why it was refused first, then its note.
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  const common = {
    id,
    name,
    required,
    autoComplete,
    placeholder,
    defaultValue,
    maxLength: contactContract.maxLength[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark>*</RequiredMark> : null}
      </Label>
      {rows ? <Textarea {...common} rows={rows} /> : <Input {...common} type={type} />}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}
