import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The raw .eml messages the SMTP sink of globalSetup received that contain `marker`. */
export function findMail(marker: string): string[] {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (tests/e2e/support/globalSetup.ts sets it)')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => raw.includes(marker))
}
