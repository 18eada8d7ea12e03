import { describe, expect, it } from 'vitest'
import { both, fixtureTree, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const brands = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'industries/ecommerce': withCardBody(17, 4, both(pt, en)) } }), 'brands')
const names = (brand: string) =>
  `names “${brand}”, a payment method or brand the site does not offer (its methods: PIX, Cards, SPEI, Transfiya, USDT)`

describe('rule 12: no payment method, card brand, wallet or chain but the registry’s', () => {
  it('refuses other local methods, card brands and wallets, in both languages', () => {
    expect(
      brands('Boleto, OXXO, PSE e Nequi; cartões Visa e Mastercard; Mercado Pago.', 'PayPal, Apple Pay or Amex.'),
    ).toEqual([
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('Boleto')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('OXXO')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('PSE')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('Nequi')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('Visa')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('Mastercard')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('Mercado Pago')}`,
      `content/industries/ecommerce.ts › en-US › benefits.cards[4].body: ${names('PayPal')}`,
      `content/industries/ecommerce.ts › en-US › benefits.cards[4].body: ${names('Apple Pay')}`,
      `content/industries/ecommerce.ts › en-US › benefits.cards[4].body: ${names('Amex')}`,
    ])
  })

  it('refuses other chains and coins: TRON, Ethereum, Solana, Polygon, Lightning', () => {
    expect(brands('USDT na rede TRON ou Ethereum.', 'USDT on Solana, Polygon or the Lightning network.')).toEqual([
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('TRON')}`,
      `content/industries/ecommerce.ts › pt-BR › benefits.cards[4].body: ${names('Ethereum')}`,
      `content/industries/ecommerce.ts › en-US › benefits.cards[4].body: ${names('Solana')}`,
      `content/industries/ecommerce.ts › en-US › benefits.cards[4].body: ${names('Polygon')}`,
      `content/industries/ecommerce.ts › en-US › benefits.cards[4].body: ${names('Lightning network')}`,
    ])
  })

  it('lets the words that are brands only in capitals be: "visa" (aims), "elo" (link)', () => {
    expect(
      brands(
        'A verificação visa proteger o elo entre a loja e o cliente que paga no cartão.',
        'Checks that protect the link between the store and the customer who pays by card.',
      ),
    ).toEqual([])
  })
})
