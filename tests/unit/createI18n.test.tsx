import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { messages as enSite } from '../../locales/en-US/site.ts'
import { createI18n } from '../../site/createI18n.ts'
import { Disclaimer } from '../../components/layout/Disclaimer.tsx'

const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const
let spies: MockInstance[] = []

beforeEach(() => {
  spies = consoleMethods.map((method) => vi.spyOn(console, method).mockImplementation(() => undefined))
})
afterEach(() => {
  vi.restoreAllMocks()
})

function consoleCalls() {
  return spies.flatMap((spy) => spy.mock.calls)
}

describe('createI18n', () => {
  it('translates a message the catalogue has', () => {
    const i18n = createI18n('en-US', enSite)
    expect(i18n.locale).toBe('en-US')
    expect(i18n._('notFound.title')).toBe('Page Not Found')
    expect(consoleCalls()).toEqual([])
  })

  it('renders a missing id as the id itself, without a console message (docs/languages-and-urls.md)', () => {
    const i18n = createI18n('en-US', enSite)
    expect(i18n._('footer.noSuchColumn')).toBe('footer.noSuchColumn')
    // Even when the descriptor carries the pt-BR source text, the visitor sees the id, never the other language.
    expect(i18n._({ id: 'nowhere.title', message: 'Em lugar nenhum' })).toBe('nowhere.title')
    expect(consoleCalls()).toEqual([])
  })

  it('works with an empty catalogue', () => {
    const i18n = createI18n('pt-BR', {})
    expect(i18n._('cta.noSuchCall')).toBe('cta.noSuchCall')
    expect(consoleCalls()).toEqual([])
  })

  it('gives each call its own instance: two languages never share state', () => {
    const pt = createI18n('pt-BR', { greeting: 'Olá' })
    const en = createI18n('en-US', { greeting: 'Hello' })
    expect(pt._('greeting')).toBe('Olá')
    expect(en._('greeting')).toBe('Hello')
    expect(pt.locale).toBe('pt-BR')
  })

  it('shows the id on a rendered component whose message is missing, quietly', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('en-US', {})}>
        <Disclaimer />
      </I18nProvider>,
    )
    expect(html).toContain('disclaimer.text')
    expect(consoleCalls()).toEqual([])
  })
})
