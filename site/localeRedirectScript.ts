import { defaultLocale, localePreferenceKey, localePrefix, locales } from './locales.ts'

// The language that lives under a prefix (en-US under /en): the one a stored choice can send the visitor to.
const prefixed = locales.find((locale) => locale !== defaultLocale) ?? defaultLocale
const language = JSON.stringify(prefixed)
const prefix = JSON.stringify(localePrefix[prefixed])
const prefixDir = JSON.stringify(`${localePrefix[prefixed]}/`)

/**
 * Runs in <head> before anything is painted: a visitor whose cookie was lost but whose localStorage
 * still says en-US is sent to the /en twin at once (docs/languages-and-urls.md), and the cookie is restored.
 * Inline on purpose (a file would cost a round trip); the CSP allows it by its hash.
 */
export const localeRedirectScript = `(function(){try{var k=${JSON.stringify(localePreferenceKey)},p=location.pathname;if(p===${prefix}||p.indexOf(${prefixDir})===0)return;if(localStorage.getItem(k)!==${language})return;if((";"+document.cookie).indexOf(";"+k+"=")>=0||(";"+document.cookie).indexOf("; "+k+"=")>=0)return;document.cookie=k+"=${prefixed}; Path=/; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");location.replace(${prefix}+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`
