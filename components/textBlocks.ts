export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

/**
 * Splits a long-form message into blocks: a blank line starts a new block, and a block whose lines all
 * start with "- " is a list. Translators keep this plain-text convention instead of markup in the catalogue.
 */
export function textBlocks(body: string): TextBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block): TextBlock => {
      const lines = block.split('\n').map((line) => line.trim())
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: block }
    })
}
