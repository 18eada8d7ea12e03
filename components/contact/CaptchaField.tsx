import { useLingui } from '@lingui/react'
import type { ReactNode, Ref } from 'react'
import { keyframes, styled } from 'styled-components'
import { theme } from '../theme.ts'
import { contactMessages as m } from './contactMessages.ts'
import type { Captcha } from '../../site/contact/captchaSchema.ts'
import { FieldError } from './FieldError.tsx'
import { formControls } from './formControls.ts'

const { Label, RequiredMark, Input, Hint } = formControls

type CaptchaFieldProps = {
  captcha: Captcha | undefined
  /** Why no question could be drawn (the server's text when it gave one), shown in the question's place. */
  failure: string | undefined
  /** Why the answer was refused: marks it invalid and is shown under it. */
  error: ReactNode
  answerRef: Ref<HTMLInputElement>
  onRefresh: () => void
}

/**
 * The human check: the server's question as the answer's label, and a button for another question. A question comes
 * from the browser's fetch or, for the form sent without JavaScript, in the server's answer (with its signed parts in
 * hidden fields). Until a question is there, the server HTML holds a placeholder of the question's size (the browser
 * fetches one at once, and nothing moves when it arrives); where scripting is off (CSS `scripting: none`) the
 * placeholder and answer are hidden and a note says the question comes after sending, as the form's second step.
 */
export function CaptchaField({ captcha, failure, error, answerRef, onRefresh }: CaptchaFieldProps) {
  const { i18n } = useLingui()
  const refreshLabel = i18n._(m.captchaRefresh)
  let question
  if (captcha) question = i18n._({ ...m.captchaQuestion, values: { question: captcha.question } })
  else if (failure) question = failure
  else
    question = (
      <>
        <Placeholder aria-hidden="true" />
        <VisuallyHidden>{i18n._(m.captchaLoading)}</VisuallyHidden>
      </>
    )
  const describedBy = error ? 'contact-captchaAnswer-error contact-captcha-hint' : 'contact-captcha-hint'
  return (
    <div>
      {captcha ? null : (
        <NoScriptOnly>
          <Label as="p">{i18n._(m.captchaLabel)}</Label>
          <Hint data-testid="captcha-next-step">{i18n._(m.captchaNextStep)}</Hint>
        </NoScriptOnly>
      )}
      <ScriptOnly $always={captcha !== undefined}>
        <Label htmlFor="contact-captcha">
          <span aria-live="polite" data-testid="captcha-question">
            {question}
          </span>
          <RequiredMark>*</RequiredMark>
        </Label>
        {captcha ? <CaptchaParts captcha={captcha} /> : null}
        <Row>
          <Answer
            ref={answerRef}
            id="contact-captcha"
            name="captchaAnswer"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <Refresh type="button" onClick={onRefresh} aria-label={refreshLabel} title={refreshLabel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
              />
            </svg>
          </Refresh>
        </Row>
        {error ? <FieldError id="contact-captchaAnswer-error">{error}</FieldError> : null}
        <Hint id="contact-captcha-hint">{i18n._(m.captchaHint)}</Hint>
      </ScriptOnly>
    </div>
  )
}

/** The signed question, sent back with the answer when the form is posted without JavaScript. */
function CaptchaParts({ captcha }: { captcha: Captcha }) {
  return (
    <>
      <input type="hidden" name="captchaToken" value={captcha.token} />
      <input type="hidden" name="captchaNum1" value={captcha.num1} />
      <input type="hidden" name="captchaNum2" value={captcha.num2} />
      <input type="hidden" name="captchaOperation" value={captcha.operation} />
      <input type="hidden" name="captchaIssuedAt" value={captcha.issuedAt} />
    </>
  )
}

const pulse = keyframes`
  50% { opacity: 0.45; }
`

/** As tall as one line of the label, so the question arriving moves nothing. */
const Placeholder = styled.span`
  display: inline-block;
  width: 9em;
  height: 1em;
  vertical-align: -0.1em;
  border-radius: 4px;
  background: ${theme.color.line};
  animation: ${pulse} 1.4s ease-in-out infinite;
`

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

const Row = styled.div`
  display: flex;
  gap: 8px;
  max-width: 280px;
`

const Answer = styled(Input)`
  flex: 1;
`

/** Shown only where scripting is off: then no question can be fetched before sending. */
const NoScriptOnly = styled.div`
  display: none;
  @media (scripting: none) {
    display: block;
  }
`

/** Hidden where scripting is off, unless a question is already there (the server's answer to the form). */
const ScriptOnly = styled.div<{ $always: boolean }>`
  @media (scripting: none) {
    display: ${({ $always }) => ($always ? 'block' : 'none')};
  }
`

const Refresh = styled.button`
  /* Without script the button could not draw another question. */
  @media (scripting: none) {
    display: none;
  }
  flex: none;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${theme.color.inkSoft};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  cursor: pointer;
  &:hover {
    background: ${theme.color.canvas};
  }
`
