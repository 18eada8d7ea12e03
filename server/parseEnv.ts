import { envSchema, type Env } from './env.ts'

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
