import type { Middleware } from 'koa'
import type { z } from 'zod'
import { rejectRequest, type Rejection } from './rejectRequest.ts'

/** Turns a failed parse into the rejection to send; by default a plain 400 "invalid" naming the fields. */
export type ClassifyIssues = (issues: readonly z.core.$ZodIssue[], fields: string[]) => Rejection

/** The top-level field names of the issues, once each; '(body)' when the body itself is not an object. */
export function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => (issue.path.length ? String(issue.path[0]) : '(body)')))]
}

const invalid: ClassifyIssues = (_issues, fields) => ({ status: 400, reason: 'invalid', code: 'invalid', fields })

/** Parses ctx.request.body with a zod schema; the parsed value (unknown keys dropped) goes to ctx.state.input. */
export function validate(schema: z.ZodType, classify: ClassifyIssues = invalid): Middleware {
  return async (ctx, next) => {
    const result = schema.safeParse(ctx.request.body)
    if (!result.success) return rejectRequest(ctx, classify(result.error.issues, issueFields(result.error.issues)))
    ctx.state.input = result.data
    await next()
  }
}
