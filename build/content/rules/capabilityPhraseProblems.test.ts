import { describe, expect, it } from 'vitest'
import type { UiCatalogue } from '../uiCatalogues.ts'
import { both, documentFixture, fixtureTree, expectEachFoundOnce, withCardBody } from '../testing/fixtures.ts'
import { ruleLines } from '../testing/checkLines.ts'
import { capabilityPhraseProblems } from './capabilityPhraseProblems.ts'

const capability = (pt: string, en: string) =>
  ruleLines(
    fixtureTree({ pages: { 'industries/payroll': withCardBody(4, 3, both(pt, en)) } }),
    capabilityPhraseProblems,
  )

describe('no capability outside the closed list of what Fluxa does', () => {
  it('refuses "em um só lote" and its English twin', () => {
    expect(capability('A equipe inteira recebe em um só lote.', 'The whole team is paid in one batch.')).toEqual([
      'content/industries/payroll.ts › pt-BR › benefits.cards[3].body: says “em um só lote”: no payout batches or files: Fluxa pays out to over 50 countries, one payment at a time as the facts say',
      'content/industries/payroll.ts › en-US › benefits.cards[3].body: says “in one batch”: no payout batches or files: Fluxa pays out to over 50 countries, one payment at a time as the facts say',
    ])
  })

  it('refuses every kind of the list, in both languages', () => {
    const cases: readonly [string, string][] = [
      [
        'A empresa recebe as credenciais de acesso e de integração.',
        'Your business gets its access and integration credentials.',
      ],
      ['O checkout mostra a conta de destino.', 'The checkout shows the destination account.'],
      ['Para o contas a receber dar baixa.', 'Each payment matched to its invoice.'],
      ['A conciliação fica pronta.', 'Reconciliation is done for you.'],
      ['Cada transação é acompanhada.', 'Every transaction is watched.'],
      ['Depósitos de apostadores verificados.', 'Deposits from verified bettors.'],
      ['Usuário com KYC verificado.', 'KYC-verified user.'],
      ['Volte para a moeda fiduciária quando quiser.', 'Go back to fiat whenever you like.'],
      ['Pague os criadores onde estiverem.', 'Pay creators wherever they are.'],
      ['Não usamos cookies nem outras tecnologias de rastreamento.', 'We use no cookies and no tracking.'],
      [
        'Não precisa fazer uma transferência internacional para comprar de você.',
        'No international wire needed to buy from you.',
      ],
    ]
    expectEachFoundOnce(cases, (tree) => ruleLines(tree, capabilityPhraseProblems))
  })

  it('holds the legal documents and the UI strings to them too', () => {
    const tree = fixtureTree()
    const terms = {
      ...documentFixture(),
      intro: both(
        'O estabelecimento recebe credenciais de acesso e de integração.',
        'The merchant receives access and integration credentials.',
      ),
    }
    const catalogues: UiCatalogue[] = [
      { file: 'locales/pt-BR/site.po', locale: 'pt-BR', messages: { 'visual.kyc': 'Usuário com KYC verificado' } },
    ]
    expect(ruleLines({ ...tree, terms, catalogues }, capabilityPhraseProblems)).toEqual([
      'content/terms.ts › pt-BR › intro: says “credenciais”: no credentials or integration: the spec names none',
      'content/terms.ts › en-US › intro: says “integration”: no credentials or integration: the spec names none',
      'locales/pt-BR/site.po › pt-BR › visual.kyc: says “Usuário com KYC”: KYC is run on the businesses Fluxa serves, never on their own customers (players, bettors, students)',
    ])
  })

  it('lets the facts be said: monitoring, KYC on the businesses, verified users of the terms, one payment', () => {
    expect(
      capability(
        'A Fluxa monitora pagamentos 24/7 e verifica as empresas; só atende usuários verificados. Cada pagamento sai pelo trilho certo, e a tela do app do banco mostra o PIX.',
        'Fluxa monitors payments 24/7 and verifies the businesses it serves; only verified users. Each payout goes out on its rail, and the bank app shows the PIX.',
      ),
    ).toEqual([])
  })
})
