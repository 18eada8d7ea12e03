import { describe, expect, it } from 'vitest'
import { messages as enCopy } from '../../locales/en-US/copy.ts'
import { messages as ptCopy } from '../../locales/pt-BR/copy.ts'
import { copyPrefix, sitePaths } from '../../site/sitePaths.ts'

const prefixes = sitePaths.map(copyPrefix)
const marketingPrefixes = sitePaths
  .filter((path) => !['/terms', '/privacy', '/about-us'].includes(path))
  .map(copyPrefix)

describe('the copy catalogue', () => {
  for (const [locale, copy] of [
    ['pt-BR', ptCopy],
    ['en-US', enCopy],
  ] as const) {
    const ids = Object.keys(copy)

    it(`${locale}: every id belongs to one page`, () => {
      for (const id of ids)
        expect(
          prefixes.some((prefix) => id.startsWith(`${prefix}.`)),
          id,
        ).toBe(true)
    })

    it(`${locale}: a page that has copy has its title, description and hero`, () => {
      for (const prefix of prefixes) {
        if (!ids.some((id) => id.startsWith(`${prefix}.`))) continue
        for (const key of ['metaTitle', 'metaDescription', 'heroTitle'])
          expect(copy, `${prefix}.${key}`).toHaveProperty([`${prefix}.${key}`])
      }
    })

    it(`${locale}: benefit cards come in complete pairs, numbered 1..N with N ≤ 10`, () => {
      for (const prefix of marketingPrefixes) {
        const numbers = ids.flatMap((id) => {
          const match = new RegExp(`^${prefix.replace(/[.-]/g, '\\$&')}\\.benefit(\\d+)(Title|Desc)$`).exec(id)
          return match ? [Number(match[1])] : []
        })
        const unique = [...new Set(numbers)].sort((a, b) => a - b)
        expect(unique, prefix).toEqual(unique.map((_, i) => i + 1))
        expect(unique.length, prefix).toBeLessThanOrEqual(10)
        for (const n of unique) {
          expect(copy, `${prefix}.benefit${n}Title`).toHaveProperty([`${prefix}.benefit${n}Title`])
          expect(copy, `${prefix}.benefit${n}Desc`).toHaveProperty([`${prefix}.benefit${n}Desc`])
        }
      }
    })
  }
})
