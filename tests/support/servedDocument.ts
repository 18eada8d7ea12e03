import { DomUtils, parseDocument } from 'htmlparser2'

type Node = ReturnType<typeof parseDocument>['children'][number]
export type ServedElement = Parameters<typeof DomUtils.getAttributeValue>[0]
type Test = (element: ServedElement) => boolean

const squeeze = (text: string) => text.replace(/\s+/gu, ' ').trim()

/**
 * A served page's HTML parsed without a browser, with the few queries the tests make: elements by a test (or by tag
 * and attributes), inside an element or the whole page, and their attributes and text.
 */
export function servedDocument(html: string) {
  const root: Node[] = parseDocument(html).children
  const attr = (element: ServedElement, name: string) => DomUtils.getAttributeValue(element, name)
  /** A test for `tag` (any tag: '*') whose attributes equal `attributes` (true: present with any value). */
  const is =
    (tag: string, attributes: Record<string, string | true> = {}): Test =>
    (element) =>
      (tag === '*' || element.name === tag) &&
      Object.entries(attributes).every(([name, value]) =>
        value === true ? attr(element, name) !== undefined : attr(element, name) === value,
      )
  const all = (test: Test, inside?: ServedElement | ServedElement[]) =>
    DomUtils.findAll(test, inside === undefined ? root : Array.isArray(inside) ? inside : [inside])
  const one = (test: Test, inside?: ServedElement) => {
    const found = all(test, inside)
    if (found.length !== 1) throw new Error(`expected one element, found ${found.length}`)
    return found[0]
  }
  const text = (element: ServedElement | ServedElement[]) => squeeze(DomUtils.textContent(element))
  const hrefs = (inside: ServedElement) => all(is('a'), inside).map((a) => attr(a, 'href') ?? '')
  const markup = (element: ServedElement) => DomUtils.getInnerHTML(element)
  /** The element right after `element` among its siblings (text between them skipped). */
  const nextElement = (element: ServedElement) => DomUtils.nextElementSibling(element) ?? undefined
  /** The element's own children that pass `test`. */
  const children = (element: ServedElement, test: Test) => element.children.filter(DomUtils.isTag).filter(test)
  /** The element itself or its nearest ancestor that passes `test`. */
  const closest = (element: ServedElement, test: Test): ServedElement | undefined => {
    for (
      let node: ServedElement | null = element;
      node;
      node = node.parent && DomUtils.isTag(node.parent) ? node.parent : null
    )
      if (test(node)) return node
    return undefined
  }
  return { html, is, all, one, attr, text, hrefs, markup, nextElement, children, closest }
}
