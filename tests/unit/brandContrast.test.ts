import { getContrast } from 'color2k'
import { describe, expect, it } from 'vitest'
import { textColorPairs } from '../../components/brand/textColorPairs.ts'

describe('brand colour tokens', () => {
  it.each(textColorPairs)('$text on $background ($where) meets WCAG AA', ({ text, background, large }) => {
    expect(getContrast(text, background)).toBeGreaterThanOrEqual(large ? 3 : 4.5)
  })
})
