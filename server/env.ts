import { z } from 'zod'

// A Standard Webhooks secret: whsec_ and the key in base64 (docs/crm-webhook.md).
const webhookSecretPattern = /^whsec_[A-Za-z0-9+/]+={0,2}$/
// Plain http only where nothing can listen on the way: the loopback interface (a test receiver, a sidecar).
const loopbackHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** Every setting of docs/operations.md, checked once at start. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    CONTACT_TO: z.string().min(3).optional(),
    CAPTCHA_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // The minimum time (docs/contact-and-captcha.md) between a captcha's issue and its submit. Tests that drive real processes lower it
    // rather than wait; a site keeps the default.
    CAPTCHA_MIN_AGE_MS: z.coerce.number().int().min(0).default(3_000),
    TRUST_PROXY: bool.default(false),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    // Leads in this Postgres database, shared by every process; unset = SQLite in DATA_DIR.
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Production: render every page into memory right after the start, so visitors do not wait for a render.
    PRERENDER: bool.default(true),
    // Prometheus metrics on their own listener at this port (HOST's address); unset = /metrics on PORT, loopback clients only.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Sized for browsing (docs/contact-and-captcha.md): a visit reuses its unanswered question, but a visitor without
    // sessionStorage, or an office behind one address, draws one per page view; submits have their own, small bucket.
    RATE_LIMIT_CAPTCHA: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_CONTACT: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    // Node's HTTP timeouts (docs/operations.md). Keep-alive must outlast a load balancer's idle timeout when behind one.
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    // Page HTML: how long a shared cache (nginx, a CDN) may serve it without asking, then serve it stale while it
    // revalidates with the ETag (docs/operations.md). Browsers always revalidate (max-age=0).
    HTML_S_MAXAGE_S: z.coerce.number().int().min(0).default(300),
    HTML_STALE_WHILE_REVALIDATE_S: z.coerce.number().int().min(0).default(600),
    // On SIGTERM: /healthz answers 503 and every answer says Connection: close for this long before the listener closes
    // (docs/operations.md). At most 4 s, so the drain, the requests in flight and the delivery worker fit in 10 s.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(4_000).default(3_000),
    // A socket on which nothing moves either way for this long is closed: also a client that stops reading its answers.
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    // The longest one lead e-mail attempt may take; a lead being sent is reserved for twice this (see createContactServices).
    MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    // The privacy notice: form data is deleted 24 months after it was sent (about 730 days).
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
    // Each lead also POSTed to the sales team's CRM, signed with Standard Webhooks (docs/crm-webhook.md); unset = none.
    LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    LEAD_WEBHOOK_SECRET: z
      .string()
      .regex(webhookSecretPattern, 'must be a Standard Webhooks secret: whsec_ followed by the key in base64')
      .refine(
        (secret) => Buffer.from(secret.slice('whsec_'.length), 'base64').length >= 24,
        'must hold a key of at least 24 bytes (32 recommended)',
      )
      .optional(),
    // The longest one webhook attempt may take (connect, send, the CRM's answer); a lead being sent is reserved for twice this.
    LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  })
  .superRefine(
    (env, ctx) => {
      if (env.SMTP_URL && !env.MAIL_FROM)
        ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' })
      if (env.SMTP_URL && !env.CONTACT_TO)
        ctx.addIssue({ code: 'custom', path: ['CONTACT_TO'], message: 'is required when SMTP_URL is set' })
      if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['LEAD_WEBHOOK_SECRET'],
          message: 'is required when LEAD_WEBHOOK_URL is set',
        })
      if (env.LEAD_WEBHOOK_SECRET && !env.LEAD_WEBHOOK_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['LEAD_WEBHOOK_URL'],
          message: 'is required when LEAD_WEBHOOK_SECRET is set',
        })
      // The refinement runs even when the URL itself failed (see below): URL.parse gives null then, and that is reported.
      const url = env.LEAD_WEBHOOK_URL ? URL.parse(env.LEAD_WEBHOOK_URL) : null
      if (url) {
        if (url.protocol === 'http:' && !loopbackHosts.test(url.hostname))
          ctx.addIssue({
            code: 'custom',
            path: ['LEAD_WEBHOOK_URL'],
            message: 'must use https (plain http only on a loopback address: localhost, 127.0.0.1, [::1])',
          })
        // fetch refuses a URL with credentials; a CRM's token goes in its path or query instead.
        if (url.username || url.password)
          ctx.addIssue({
            code: 'custom',
            path: ['LEAD_WEBHOOK_URL'],
            message: 'must not hold a user name or password (put a token in the path or query)',
          })
      }
    },
    // zod skips a refinement once a field has failed; run it anyway so that one start lists every problem.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM: env.MAIL_FROM ?? 'Fluxa Website <website@localhost>',
    CONTACT_TO: env.CONTACT_TO ?? 'sales@localhost',
  }))

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.problems = problems
  }
}

/** Parses the environment; on failure lists every problem at once, not just the first. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`))
}
