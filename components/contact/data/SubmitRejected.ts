/** The server answered the contact form with a failure; `message` is its text for the visitor, when it gave one. */
export class SubmitRejected extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SubmitRejected'
  }
}
