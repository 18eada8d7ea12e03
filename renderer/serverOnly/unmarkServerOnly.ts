import { serverOnlyTag } from '../../components/serverOnlyTag.ts'

const marked = new RegExp(`<${serverOnlyTag}>([\\s\\S]*?)</${serverOnlyTag}>`, 'g')
// React writes every attribute as name="…" with `"` escaped inside, so these find attributes only, never text.
const classAttribute = / class="([^"]*)"/g
const svgNamespace = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g
// Classes libraries add as hooks that nothing here reads (no rule, no script: tests/unit/servedShell.test.ts):
// styled-components' per-component class (sc-<file hash>-<n>), which only `${Component}` selectors use, and the
// icon libraries' own (lucide, lucide-<name>, tabler-icon, tabler-icon-<name>).
const unreadClass = /^(sc-[a-z0-9]+-\d+|lucide(-[a-z0-9-]+)?|tabler-icon(-[a-z0-9-]+)?)$/

/**
 * The rendered page without the marks HtmlOnly puts around its server-rendered parts, and inside them without what only a script or a stylesheet
 * could read and none does: the unread classes above and the SVG namespace, which an HTML parser supplies itself.
 * The browser never hydrates those parts, so React never compares them (0.3 KB of the home page's first round trip);
 * the hydrated parts keep their classes, so React finds the class lists it renders.
 */
export function unmarkServerOnly(html: string): string {
  return html.replace(marked, (_, part: string) => {
    if (part.includes(`<${serverOnlyTag}>`)) throw new Error(`a <${serverOnlyTag}> part inside another`)
    return part.replace(svgNamespace, '').replace(classAttribute, (_attribute, names: string) => {
      const kept = names.split(' ').filter((name) => name !== '' && !unreadClass.test(name))
      return kept.length > 0 ? ` class="${kept.join(' ')}"` : ''
    })
  })
}
