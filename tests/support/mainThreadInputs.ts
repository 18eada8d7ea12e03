import { DomUtils, parseDocument } from 'htmlparser2'

/**
 * What a page hands the browser's main thread before its first paint, counted from its HTML without a browser:
 * the elements it must style and lay out (Lighthouse's DOM size), how many of them are SVG (the heroes' and icons'
 * shapes), and the bytes of inline CSS it must parse and match against them (docs/performance.md).
 */
export type MainThreadInputs = { elements: number; svgElements: number; inlineCssBytes: number }

type Node = ReturnType<typeof parseDocument>['children'][number]

export function mainThreadInputs(html: string): MainThreadInputs {
  const counts: MainThreadInputs = { elements: 0, svgElements: 0, inlineCssBytes: 0 }
  const visit = (nodes: Node[], inSvg: boolean) => {
    for (const node of nodes) {
      if (!DomUtils.isTag(node)) continue
      const svg = inSvg || node.name === 'svg'
      counts.elements++
      if (svg) counts.svgElements++
      if (node.name === 'style') counts.inlineCssBytes += Buffer.byteLength(DomUtils.textContent(node))
      visit(node.children, svg)
    }
  }
  visit(parseDocument(html).children, false)
  return counts
}
