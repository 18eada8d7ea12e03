import type { z } from 'zod'
import type { AppMiddleware } from '../AppState.ts'
import { rejectRequest, type Rejection } from './rejectRequest.ts'

/** Turns a failed parse into the rejection to send; by default a plain 400 "invalid" naming the fields. */
export type ClassifyIssues = (issues: readonly z.core.$ZodIssue[], fields: string[]) => Rejection

/** The top-level field names of the issues, once each; '(body)' when the body itself is not an object. */
function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => (issue.path.length ? String(issue.path[0]) : '(body)')))]
}

const invalid: ClassifyIssues = (_issues, fields) => ({ status: 400, reason: 'invalid', code: 'invalid', fields })

/** What a route after validate(schema) finds in ctx.state: the parsed body, typed by the schema. */
export type ValidatedState<Schema extends z.ZodType> = { input: z.output<Schema> }

/** Parses ctx.request.body with a zod schema; the parsed value (unknown keys dropped) goes to ctx.state.input. */
export function validate<Schema extends z.ZodType>(schema: Schema, classify: ClassifyIssues = invalid): AppMiddleware<ValidatedState<Schema>> {
  return async (ctx, next) => {
    const result = schema.safeParse(ctx.request.body)
    if (!result.success) return rejectRequest(ctx, classify(result.error.issues, issueFields(result.error.issues)))
    ctx.state.input = result.data
    await next()
  }
}
