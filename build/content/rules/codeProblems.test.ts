import { describe, expect, it } from 'vitest'
import { both, documentFixture, fixtureTree, withCardBody } from '../testing/fixtures.ts'
import { checkLines } from '../testing/checkLines.ts'

const codes = (pt: string, en: string) =>
  checkLines(fixtureTree({ pages: { 'methods/pix': withCardBody(6, 4, both(pt, en)) } }), 'codes')
const unknown = (code: string) =>
  `names “${code}”, a code that is not in the facts registry nor among the known terms (build/content/vocabulary/knownCodes.ts)`

describe('rule 11: every code in capitals is a known one', () => {
  it('refuses a code the registry does not have: another transfer, a certification, the US; once per text', () => {
    expect(codes('PIX, TED ou DOC, com PCI DSS e TED de novo.', 'PIX or a US wire.')).toEqual([
      `content/methods/pix.ts › pt-BR › benefits.cards[4].body: ${unknown('TED')}`,
      `content/methods/pix.ts › pt-BR › benefits.cards[4].body: ${unknown('DOC')}`,
      `content/methods/pix.ts › pt-BR › benefits.cards[4].body: ${unknown('PCI')}`,
      `content/methods/pix.ts › pt-BR › benefits.cards[4].body: ${unknown('DSS')}`,
      `content/methods/pix.ts › en-US › benefits.cards[4].body: ${unknown('US')}`,
    ])
  })

  it("lets the registry's codes and the listed terms be: KYC/AML, D+1, US$, QR, P2P, LATAM, CLABE, FX", () => {
    expect(
      codes(
        'PIX em BRL por QR code, KYC/AML, D+1, US$ 52,7 bilhões no LATAM, FX em USD, EUR, CNY, MXN, USDT, USDC e BTC, SWIFT, SEPA e CIPS; sem P2P; a CLABE do SPEI; COP.',
        'PIX in BRL, KYC/AML checks, D+1, FX, no P2P, a SPEI CLABE, and the pt-BR or en-US cookie.',
      ),
    ).toEqual([])
  })

  it('lets only a legal document name its law and the items of its articles (LGPD, ANPD, art. 7º, IX)', () => {
    const tree = fixtureTree()
    const privacy = {
      ...documentFixture(),
      intro: both('Conforme a LGPD (art. 7º, IX) e a ANPD; o endereço IP.', 'Under the LGPD (art. 7, IX).'),
    }
    expect(checkLines({ ...tree, privacy }, 'codes')).toEqual([])
    expect(codes('Em conformidade com a LGPD.', 'LGPD compliant.')).toEqual([
      `content/methods/pix.ts › pt-BR › benefits.cards[4].body: ${unknown('LGPD')}`,
      `content/methods/pix.ts › en-US › benefits.cards[4].body: ${unknown('LGPD')}`,
    ])
  })
})
