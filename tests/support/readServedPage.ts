import { DomUtils, parseDocument } from 'htmlparser2'

type Node = ReturnType<typeof parseDocument>['children'][number]
type Element = Parameters<typeof DomUtils.getAttributeValue>[0]

/** Attributes whose words a visitor reads or hears (screen readers, image fallbacks, the message field). */
const spokenAttributes = ['alt', 'aria-label', 'title', 'placeholder'] as const

const attribute = (element: Element, name: string) => DomUtils.getAttributeValue(element, name) ?? ''
const squeeze = (text: string) => text.replace(/\s+/gu, ' ').trim()
const byTestId = (root: Node[], id: string) => DomUtils.findAll((e) => attribute(e, 'data-testid') === id, root)

/**
 * The words of a page as the server sends them, read from its HTML without a browser: its text and the spoken
 * attributes, without scripts, styles and what is marked as another language (the language toggle names the other
 * language on purpose, `lang="pt-BR"` on an English page); the head's title, description and JSON-LD; and the
 * blocks the tests look into by their data-testid.
 */
export function readServedPage(html: string) {
  const document = parseDocument(html)
  const root = document.children
  const htmlElement = DomUtils.findOne((e) => e.name === 'html', root)
  const lang = htmlElement ? attribute(htmlElement, 'lang') : ''
  const pieces: string[] = []
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (DomUtils.isText(node)) pieces.push(node.data)
      if (!DomUtils.isTag(node)) continue
      if (['script', 'style', 'template', 'head'].includes(node.name)) continue
      const own = attribute(node, 'lang')
      if (own && own !== lang) continue
      for (const name of spokenAttributes) if (node.attribs[name]) pieces.push(` ${node.attribs[name]} `)
      // Block boundaries stay word boundaries: "Who can pay?</summary><p>Any" never reads "pay?Any".
      pieces.push(' ')
      walk(node.children)
      pieces.push(' ')
    }
  }
  const body = DomUtils.findOne((e) => e.name === 'body', root)
  walk(body ? [body] : [])
  const meta = (name: string) => {
    const element = DomUtils.findOne((e) => e.name === 'meta' && attribute(e, 'name') === name, root)
    return element ? attribute(element, 'content') : undefined
  }
  const titleElement = DomUtils.findOne((e) => e.name === 'title', root)
  const jsonLd = DomUtils.findAll(
    (e) => e.name === 'script' && attribute(e, 'type') === 'application/ld+json',
    root,
  ).map((script) => JSON.parse(DomUtils.textContent(script)) as unknown)
  const faq = byTestId(root, 'faq').flatMap((section) =>
    DomUtils.findAll((e) => e.name === 'details', [section]).map((details) => ({
      question: squeeze(DomUtils.textContent(DomUtils.findAll((e) => e.name === 'summary', [details]))),
      answer: squeeze(DomUtils.textContent(DomUtils.findAll((e) => e.name === 'p', [details]))),
    })),
  )
  /** The items of a list block: each `li` child's heading and body text. */
  const items = (testId: string, heading = 'h3', text = 'p') =>
    byTestId(root, testId).flatMap((list) =>
      DomUtils.findAll((e) => e.name === 'li' && e.parent === list, [list]).map((li) => ({
        heading: squeeze(DomUtils.textContent(DomUtils.findAll((e) => e.name === heading, [li]))),
        text: squeeze(DomUtils.textContent(DomUtils.findAll((e) => e.name === text, [li]))),
      })),
    )
  const sections = DomUtils.findAll((e) => e.name === 'article', root).flatMap((article) =>
    DomUtils.findAll((e) => e.name === 'section', [article]).map((section) => ({
      heading: squeeze(DomUtils.textContent(DomUtils.findAll((e) => e.name === 'h2', [section]))),
      text: squeeze(DomUtils.textContent(DomUtils.findAll((e) => e.name === 'p' || e.name === 'li', [section]))),
    })),
  )
  return {
    lang,
    title: titleElement ? squeeze(DomUtils.textContent(titleElement)) : undefined,
    description: meta('description'),
    /** Every text of the body a visitor reads or hears, in the page's language, in one string. */
    text: squeeze(pieces.join('')),
    h1: DomUtils.findAll((e) => e.name === 'h1', root).map((h1) => squeeze(DomUtils.textContent(h1))),
    jsonLd,
    faq,
    /** Whether the page shows a block with this data-testid. */
    has: (testId: string) => byTestId(root, testId).length > 0,
    items,
    /** The sections of a long-form page (terms, privacy): each heading and its paragraphs and list items. */
    sections,
  }
}
