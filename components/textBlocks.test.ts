import { describe, expect, it } from 'vitest'
import { textBlocks } from './textBlocks.ts'

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(textBlocks('First line\nstill first.\n\n  \nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First line\nstill first.' },
      { kind: 'paragraph', text: 'Second.' },
    ])
  })

  it('turns a block of "- " lines into a list', () => {
    expect(textBlocks('Intro:\n\n- one;\n- two.\n\nAfter.')).toEqual([
      { kind: 'paragraph', text: 'Intro:' },
      { kind: 'list', items: ['one;', 'two.'] },
      { kind: 'paragraph', text: 'After.' },
    ])
  })

  it('keeps a block that only partly starts with "- " as a paragraph', () => {
    expect(textBlocks('- one\nnot an item')).toEqual([{ kind: 'paragraph', text: '- one\nnot an item' }])
  })
})
