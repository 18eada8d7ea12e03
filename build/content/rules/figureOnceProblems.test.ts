import { describe, expect, it } from 'vitest'
import { both, fixtureTree, landingFixture, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const record = landingFixture(6)

describe('rule 6: D+1, seconds, 99.9% and 24/7 once per page', () => {
  it('refuses D+1 in two text fields of a page, naming the one that already says it', () => {
    const planted = {
      ...withCardBody(6, 2, both('Processamento D+1.', 'D+1 processing.')),
      hero: { ...record.hero, subtitle: both('Liquidação com D+1.', 'Settled with D+1.') },
    }
    expect(checkLines(fixtureTree({ pages: { 'methods/pix': planted } }), 'figureOnce')).toEqual([
      'content/methods/pix.ts › pt-BR › benefits.cards[2].body: says “D+1” (D+1) again: hero.subtitle already says it (once per page)',
      'content/methods/pix.ts › en-US › benefits.cards[2].body: says “D+1” (D+1) again: hero.subtitle already says it (once per page)',
    ])
  })

  it('leaves meta out (it is not on the page) and lets another page say it too', () => {
    const planted = {
      ...withCardBody(6, 2, both('Processamento D+1.', 'D+1 processing.')),
      meta: {
        ...record.meta,
        description: both('PIX com D+1 e liquidação em segundos.', 'PIX with D+1, settled in seconds.'),
      },
    }
    const other = withCardBody(7, 0, both('Processamento D+1.', 'D+1 processing.'))
    expect(
      checkLines(fixtureTree({ pages: { 'methods/pix': planted, 'methods/cards': other } }), 'figureOnce'),
    ).toEqual([])
  })

  it('counts the shared blocks every template page shows, and reports their own repeat once', () => {
    const tree = fixtureTree({ pages: { 'methods/spei': withCardBody(8, 0, both('Em segundos.', 'In seconds.')) } })
    const shared = {
      billboard: { kicker: both('Projeção', 'Projection'), heading: both('O mercado cresce', 'The market grows') },
      info: {
        freedom: { title: both('Liberdade', 'Freedom'), body: both('Liquidação em segundos.', 'Settled in seconds.') },
        stablecoin: { title: both('Stablecoins', 'Stablecoins'), body: both('99,9% no ar.', '99.9% uptime.') },
        technology: {
          title: both('Tecnologia', 'Technology'),
          body: both('99,9% de disponibilidade.', '99.9% uptime.'),
        },
      },
      trust: { heading: both('Regras', 'Rules'), intro: both('Texto.', 'Text.'), terms: both('Termos', 'Terms') },
      related: both('Veja também', 'See also'),
      faqHeading: both('Perguntas', 'Questions'),
    }
    expect(checkLines({ ...tree, shared }, 'figureOnce')).toEqual([
      'content/shared.ts › pt-BR › info.technology.body: says “99,9%” (99.9%) again: info.stablecoin.body already says it (once per page)',
      'content/shared.ts › en-US › info.technology.body: says “99.9%” (99.9%) again: info.stablecoin.body already says it (once per page)',
      'content/methods/spei.ts › pt-BR › benefits.cards[0].body: says “segundos” (seconds) again: content/shared.ts › info.freedom.body already says it (once per page)',
      'content/methods/spei.ts › en-US › benefits.cards[0].body: says “seconds” (seconds) again: content/shared.ts › info.freedom.body already says it (once per page)',
    ])
  })
})
