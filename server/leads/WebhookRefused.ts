/**
 * A webhook attempt that failed, with a code safe to log and to keep as the lead's last error: `HTTP_<status>` when
 * the CRM answered outside 2xx (a redirect included: it is not followed), else the network's code (ECONNREFUSED,
 * ETIMEDOUT…). Never the URL (it may hold the CRM's token) nor the answer's body.
 */
export class WebhookRefused extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.code = code
  }
}
