import { localeRedirectScript } from './localeRedirectScript.ts'
import { toastHotkeyScript } from './toastHotkey.ts'

/**
 * The one inline script of every page, in <head>, allowed by its hash in the CSP (server/http/securityHeaders.ts):
 * what must work before any file arrives, the language toggle and F8.
 */
export const headScript = `${localeRedirectScript};${toastHotkeyScript}`
