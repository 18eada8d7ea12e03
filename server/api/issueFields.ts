import type { z } from 'zod'

/** The top-level field names of the issues, once each; '(body)' when the body itself is not an object. */
export function issueFields(issues: readonly z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => (issue.path.length ? String(issue.path[0]) : '(body)')))]
}
