/** The server answered the contact form with a failure; `message` is its text for the visitor, when it gave one. */
export class SubmitRejected extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'SubmitRejected'
    this.status = status
  }
}
