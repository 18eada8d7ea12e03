import type { InputHTMLAttributes } from 'react'
import { formControls } from './formControls.ts'

const { Label, RequiredMark, Input, Textarea } = formControls

type FormFieldProps = {
  name: string
  label: string
  required?: boolean
  invalid?: boolean
  /** Makes it a multi-line field of this many rows. */
  rows?: number
  type?: 'text' | 'email' | 'tel'
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete']
}

/** One labelled field of the contact form. Uncontrolled: the form reads it on submit and resets it on success. */
export function FormField({ name, label, required = false, invalid = false, rows, type = 'text', autoComplete }: FormFieldProps) {
  const id = `contact-${name}`
  const common = { id, name, required, autoComplete, 'aria-invalid': invalid || undefined }
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark>*</RequiredMark> : null}
      </Label>
      {rows ? <Textarea {...common} rows={rows} /> : <Input {...common} type={type} />}
    </div>
  )
}
