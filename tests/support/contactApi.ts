import { solveCaptcha } from '../../server/contact/captcha.ts'
import { captchaSchema, type Captcha } from '../../site/contact/captchaSchema.ts'

export type ContactBody = Record<string, unknown>

export type ApiAnswer = { status: number; body: Record<string, unknown>; headers: Headers; requestId: string }

async function answer(response: Response): Promise<ApiAnswer> {
  const text = await response.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new Error(`not JSON (${response.status} ${response.headers.get('content-type')}): ${text.slice(0, 200)}`)
  }
  return {
    status: response.status,
    body,
    headers: response.headers,
    requestId: response.headers.get('x-request-id') ?? '',
  }
}

export async function newCaptcha(url: string, headers: Record<string, string> = {}): Promise<Captcha> {
  const response = await fetch(`${url}/api/captcha/new`, { method: 'POST', headers })
  if (response.status !== 200) throw new Error(`captcha: ${response.status} ${await response.text()}`)
  return captchaSchema.parse(await response.json())
}

/** A body a careful visitor would send for this captcha (answered correctly unless overridden). */
export function contactBody(captcha: Captcha, overrides: ContactBody = {}): ContactBody {
  return {
    name: 'Ana Souza',
    email: 'ana.souza@example.com',
    company: 'Loja Exemplo Ltda',
    whatsapp: '+55 (11) 91234-5678',
    message: 'Quero receber pagamentos via PIX.\nPodemos conversar?',
    captchaAnswer: solveCaptcha(captcha.num1, captcha.operation, captcha.num2),
    captchaToken: captcha.token,
    captchaNum1: captcha.num1,
    captchaNum2: captcha.num2,
    captchaOperation: captcha.operation,
    captchaIssuedAt: captcha.issuedAt,
    honeypot: '',
    ...overrides,
  }
}

/** POST /api/contact with a JSON body (or a raw string / another content type when given). */
export async function postContact(
  url: string,
  body: ContactBody | string,
  {
    language,
    contentType = 'application/json',
    headers = {},
  }: { language?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(language ? { 'accept-language': language } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return answer(response)
}

export async function postApi(url: string, path: string, init: RequestInit = {}): Promise<ApiAnswer> {
  return answer(await fetch(`${url}${path}`, { method: 'POST', ...init }))
}
