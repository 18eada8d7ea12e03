import { serverOnlyTag } from '../../components/serverOnlyTag.ts'

const marked = new RegExp(`<${serverOnlyTag}>([\\s\\S]*?)</${serverOnlyTag}>`, 'g')
// React writes every attribute as name="…" with `"` escaped inside, so these find attributes only, never text.
const classAttribute = / class="([^"]*)"/g
// styled-components' per-component class (sc-<file hash>-<n>): only `${Component}` selectors use it, and nothing here
// reads it (no rule, no script: tests/unit/servedShell.test.ts). The icons carry no library class or SVG namespace
// to begin with (components/Icon.tsx).
const unreadClass = /^sc-[a-z0-9]+-\d+$/

/**
 * The rendered page without the marks HtmlOnly puts around its server-rendered parts, and inside them without the
 * styled-components class above, which only a script or a stylesheet could read and none does.
 * The browser never hydrates those parts, so React never compares them (0.2 KB of the home page's first round trip);
 * the hydrated parts keep their classes, so React finds the class lists it renders.
 */
export function unmarkServerOnly(html: string): string {
  return html.replace(marked, (_, part: string) => {
    if (part.includes(`<${serverOnlyTag}>`)) throw new Error(`a <${serverOnlyTag}> part inside another`)
    return part.replace(classAttribute, (_attribute, names: string) => {
      const kept = names.split(' ').filter((name) => name !== '' && !unreadClass.test(name))
      return kept.length > 0 ? ` class="${kept.join(' ')}"` : ''
    })
  })
}
