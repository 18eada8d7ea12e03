import { describe, expect, it } from 'vitest'
import { both, fixtureTree, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const onArgentina = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'countries/argentina': withCardBody(13, 0, both(pt, en)) } }), 'facts')
// Cross-border is tied to the four countries: only the currency rules can object there.
const onCrossBorder = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'solutions/cross-border': withCardBody(0, 0, both(pt, en)) } }), 'facts')

describe('rule 2: BTC is no stablecoin, Argentina has no currency', () => {
  it('refuses BTC inside a stablecoin list, in either order', () => {
    expect(onArgentina('Liquide em stablecoins (USDT, USDC, BTC).', 'Settle in BTC and other stablecoins.')).toEqual([
      'content/countries/argentina.ts › pt-BR › benefits.cards[0].body: puts BTC in a stablecoin list (“stablecoins (USDT, USDC, BTC”): BTC is a crypto asset; write “stablecoins (USDT, USDC)” and BTC apart',
      'content/countries/argentina.ts › en-US › benefits.cards[0].body: puts BTC in a stablecoin list (“BTC and other stablecoins”): BTC is a crypto asset; write “stablecoins (USDT, USDC)” and BTC apart',
    ])
    expect(
      onArgentina('Stablecoins como USDT, USDC e BTC.', 'Stablecoins such as USDT, USDC or bitcoin.'),
    ).toHaveLength(2)
  })

  it('lets BTC sit beside a closed stablecoin list, or be a choice beside stablecoins', () => {
    expect(
      onArgentina(
        'Liquide em stablecoins (USDT, USDC) ou em BTC.',
        'Settle in a stablecoin or in BTC, a crypto asset.',
      ),
    ).toEqual([])
  })

  it('refuses Argentina with a currency label, its pesos or a "local currency"', () => {
    expect(onArgentina('Argentina (USD): receba em USDT.', 'Customers in Argentina pay in local currency.')).toEqual([
      'content/countries/argentina.ts › pt-BR › benefits.cards[0].body: gives Argentina a currency (“Argentina (USD”): Argentina has no local fiat method on this site, only USDT and the on/off ramp',
      'content/countries/argentina.ts › en-US › benefits.cards[0].body: gives Argentina a currency (“local currency”): Argentina has no local fiat method on this site, only USDT and the on/off ramp',
    ])
    expect(onArgentina('Clientes argentinos pagam em pesos.', 'Argentine pesos are not settled.')).toHaveLength(2)
  })

  it('lets Argentina pay in USDT and other sentences speak of local currency', () => {
    expect(
      onCrossBorder(
        'Na Argentina, o cliente paga em USDT. No Brasil, em moeda local.',
        'In Argentina, customers pay in USDT and you settle in USDC.',
      ),
    ).toEqual([])
  })

  it('refuses BTC listed with USDT and USDC under a heading about stablecoins (the old shared block)', () => {
    const tree = fixtureTree()
    const block = (body: { 'pt-BR': string; 'en-US': string }) => ({
      billboard: { kicker: both('Projeção', 'Projection'), heading: both('O mercado cresce', 'The market grows') },
      info: {
        freedom: { title: both('Liberdade', 'Freedom'), body: both('Texto.', 'Text.') },
        stablecoin: { title: both('Liquidação em stablecoin (USDT)', 'Stablecoin settlement (USDT)'), body },
        technology: { title: both('Tecnologia', 'Technology'), body: both('Texto.', 'Text.') },
      },
      trust: { heading: both('Regras', 'Rules'), intro: both('Texto.', 'Text.'), terms: both('Termos', 'Terms') },
      related: both('Veja também', 'See also'),
      faqHeading: both('Perguntas', 'Questions'),
    })
    const old = block(both('Converta em USDT, USDC ou BTC.', 'Convert into USDT, USDC or BTC.'))
    expect(checkLines({ ...tree, shared: old }, 'facts')).toEqual([
      'content/shared.ts › pt-BR › info.stablecoin.body: lists BTC with the stablecoins (“USDT, USDC ou BTC”) under a heading about stablecoins (“Liquidação em stablecoin (USDT)”): BTC is a crypto asset, never a stablecoin',
      'content/shared.ts › en-US › info.stablecoin.body: lists BTC with the stablecoins (“USDT, USDC or BTC”) under a heading about stablecoins (“Stablecoin settlement (USDT)”): BTC is a crypto asset, never a stablecoin',
    ])
    const apart = block(
      both(
        'Liquide em USDT ou USDC. BTC também, como criptoativo.',
        'Settle in USDT or USDC. BTC too, as a crypto asset.',
      ),
    )
    expect(checkLines({ ...tree, shared: apart }, 'facts')).toEqual([])
  })
})
