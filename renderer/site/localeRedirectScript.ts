import { localePreferenceKey } from './locales.ts'

/**
 * Runs in <head> before anything is painted: a visitor whose cookie was lost but whose localStorage
 * still says en-US is sent to the /en twin at once (DESIGN §1), and the cookie is restored.
 * Inline on purpose (a file would cost a round trip); the CSP allows it by its hash.
 */
export const localeRedirectScript = `(function(){try{var k=${JSON.stringify(localePreferenceKey)},p=location.pathname;if(p==="/en"||p.indexOf("/en/")===0)return;if(localStorage.getItem(k)!=="en-US")return;if((";"+document.cookie).indexOf(";"+k+"=")>=0||(";"+document.cookie).indexOf("; "+k+"=")>=0)return;document.cookie=k+"=en-US; Path=/; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");location.replace("/en"+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`
