import { z } from 'zod'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** Every setting of docs/operations.md, checked once at start. */
export const envSchema = z
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
    RATE_LIMIT_CAPTCHA: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_CONTACT: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    // Node's HTTP timeouts (docs/operations.md). Keep-alive must outlast a load balancer's idle timeout when behind one.
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    // A socket on which nothing moves either way for this long is closed: also a client that stops reading its answers.
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    // The longest one lead e-mail attempt may take; a lead being sent is reserved for twice this (see createContactServices).
    MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    // The privacy notice: form data is deleted 24 months after it was sent (about 730 days).
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  })
  .superRefine(
    (env, ctx) => {
      if (env.SMTP_URL && !env.MAIL_FROM)
        ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' })
      if (env.SMTP_URL && !env.CONTACT_TO)
        ctx.addIssue({ code: 'custom', path: ['CONTACT_TO'], message: 'is required when SMTP_URL is set' })
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
