import { localeSwitchAttribute } from './localeSwitch.ts'
import { defaultLocale, localePreferenceKey, localePrefix, locales } from './locales.ts'

// The language that lives under a prefix (en-US under /en): the one a stored choice can send the visitor to.
const prefixed = locales.find((locale) => locale !== defaultLocale) ?? defaultLocale
const language = JSON.stringify(prefixed)
const prefix = JSON.stringify(localePrefix[prefixed])
const prefixDir = JSON.stringify(`${localePrefix[prefixed]}/`)
const key = JSON.stringify(localePreferenceKey)
const known = JSON.stringify(locales)
const toggle = JSON.stringify(`a[${localeSwitchAttribute}]`)
const attribute = JSON.stringify(localeSwitchAttribute)

/**
 * Runs in <head> before anything is painted, so before the page's own script (docs/languages-and-urls.md):
 * - a click on the language toggle, however early, saves the choice in localStorage and the cookie and goes straight
 *   to the twin with the query string and the `#fragment` (the link's own href, GET /language, is for browsers
 *   without JavaScript: the server sets only the cookie, and a fragment never reaches it). Capture phase on the
 *   document, so it holds from the first paint, before and after React has taken over the header;
 * - a cookie that names a language localStorage does not hold (chosen without JavaScript, or on another page's
 *   server redirect) is copied into localStorage;
 * - a visitor whose cookie was lost but whose localStorage still says en-US is sent to the /en twin at once, and the
 *   cookie is restored.
 * Inline on purpose (a file would cost a round trip); the CSP allows it by its hash. Plain ES5, minified by hand.
 */
export const localeRedirectScript = `(function(){var k=${key},L=${known},d=document;function s(v){try{localStorage.setItem(k,v)}catch(e){}d.cookie=k+"="+v+"; Path=/; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"")}d.addEventListener("click",function(e){var a=e.target instanceof Element?e.target.closest(${toggle}):null,v=a&&a.getAttribute(${attribute});if(L.indexOf(v)<0)return;s(v);var t=a.getAttribute("data-twin");if(t)a.href=t+location.search+location.hash},true);try{var p=location.pathname,m=/(?:^|;)\\s*${localePreferenceKey}=([^;]*)/.exec(d.cookie),c=m&&m[1];if(L.indexOf(c)>=0){if(localStorage.getItem(k)!==c)localStorage.setItem(k,c);return}if(p===${prefix}||p.indexOf(${prefixDir})===0)return;if(localStorage.getItem(k)!==${language})return;s(${language});location.replace(${prefix}+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`
