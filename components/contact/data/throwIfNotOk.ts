/** docs/contact-and-captcha.md: a non-successful answer becomes Error("status: body"), or the status text when the body is empty. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}
