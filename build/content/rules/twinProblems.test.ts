import { describe, expect, it } from 'vitest'
import type { PageKey } from '../../../site/landingPages.ts'
import { both, fixtureTree, landingFixture } from '../testing/fixtures.ts'
import { ruleLines } from '../testing/checkLines.ts'
import { twinProblems } from './twinProblems.ts'

/** Page `n`'s fixture with its card 2 replaced. */
function withCard(n: number, title: readonly [string, string], body: readonly [string, string]) {
  const record = landingFixture(n)
  const cards = record.benefits.cards.map((card, index) =>
    index === 2 ? { ...card, title: both(...title), body: both(...body) } : card,
  )
  return { ...record, benefits: { ...record.benefits, cards } }
}

/** The "never contacts your players" card, the noun swapped for each page's people. */
const neverContacts = (pt: string, en: string, where: readonly [string, string]) =>
  [
    [`A Fluxa nunca contata os seus ${pt}`, `Fluxa never contacts your ${en}`],
    [
      `Quem fala com os ${pt} ${where[0]} é a sua empresa: a Fluxa não envia mensagens nem cobra ninguém.`,
      `Your business is the one that talks to ${en} ${where[1]}: Fluxa sends no messages and chases no one.`,
    ],
  ] as const

const pages: readonly (readonly [PageKey, string, string, readonly [string, string]])[] = [
  ['industries/gaming', 'jogadores', 'players', ['no Brasil', 'in Brazil']],
  ['industries/betting', 'apostadores', 'bettors', ['no México', 'in Mexico']],
  ['industries/education', 'alunos', 'students', ['na Colômbia', 'in Colombia']],
  ['industries/subscriptions', 'assinantes', 'subscribers', ['que pagam com PIX', 'who pay by PIX']],
  ['industries/ecommerce', 'compradores', 'shoppers', ['que pagam em reais', 'who pay in Brazilian reais']],
]

const tree = (count: number) =>
  fixtureTree({
    pages: Object.fromEntries(
      pages.slice(0, count).map(([key, pt, en, where], n) => [key, withCard(20 + n, ...neverContacts(pt, en, where))]),
    ),
  })

describe('noun-swapped twins: a block whose words, page names masked, are on more than 3 other pages', () => {
  it('refuses a "never contacts your players" card on a fifth page, on each of the five, in both languages', () => {
    const found = ruleLines(tree(5), twinProblems)
    expect(found).toHaveLength(10)
    expect(found).toContain(
      'content/industries/gaming.ts › pt-BR › benefits.cards[2]: “A Fluxa nunca contata os seus jogadores” is a noun-swapped twin of blocks on 4 other template pages (at most 3): industries/ecommerce, industries/education, industries/betting, industries/subscriptions; give this page its own',
    )
    expect(found).toContain(
      'content/industries/ecommerce.ts › en-US › benefits.cards[2]: “Fluxa never contacts your shoppers” is a noun-swapped twin of blocks on 4 other template pages (at most 3): industries/education, industries/betting, industries/subscriptions, industries/gaming; give this page its own',
    )
  })

  it('lets the same card stand on four pages (three others each)', () => {
    expect(ruleLines(tree(4), twinProblems)).toEqual([])
  })

  it('refuses a question with only the country swapped, and a title with only the method swapped', () => {
    const keys: readonly PageKey[] = [
      'countries/brazil',
      'countries/mexico',
      'countries/colombia',
      'countries/argentina',
      'methods/pix',
    ]
    const names = [
      ['Brasil', 'Brazil', 'PIX'],
      ['México', 'Mexico', 'SPEI'],
      ['Colômbia', 'Colombia', 'Transfiya'],
      ['Argentina', 'Argentina', 'USDT'],
      ['Brasil', 'Brazil', 'USDC'],
    ] as const
    const bodies = [
      ['O saldo fica em dólar digital.', 'The balance stays in digital dollars.'],
      ['Sem conversão de volta para a moeda local.', 'No conversion back into local money.'],
      ['A tesouraria decide quanto guardar.', 'Treasury decides how much to keep.'],
      ['O trilho cripto leva o valor.', 'The crypto rail carries it.'],
      ['Vale para cada venda aprovada.', 'It applies to each approved sale.'],
    ] as const
    const planted = Object.fromEntries(
      keys.map((key, n) => {
        const [pt, en, method] = names[n]
        const record = landingFixture(30 + n)
        const faq = record.faq.map((item, index) =>
          index === 0
            ? { ...item, question: both(`Quem pode usar a Fluxa no ${pt}?`, `Who can use Fluxa in ${en}?`) }
            : item,
        )
        const cards = record.benefits.cards.map((card, index) =>
          index === 0
            ? {
                ...card,
                title: both(`${method} liquidado em stablecoin`, `${method} settled in stablecoin`),
                body: both(bodies[n][0], bodies[n][1]),
              }
            : card,
        )
        return [key, { ...record, faq, benefits: { ...record.benefits, cards } }]
      }),
    )
    const found = ruleLines(fixtureTree({ pages: planted }), twinProblems)
    expect(found.filter((line) => line.includes('faq[0].question'))).toHaveLength(10)
    expect(found.filter((line) => line.includes('benefits.cards[0].title'))).toHaveLength(10)
  })

  it('refuses a stock sentence pasted into cards that differ around it, on more than 3 other pages', () => {
    const sentence = ['A Fluxa nunca entra em contato com os seus clientes.', 'Fluxa never contacts your customers.']
    const own = [
      ['Quem cuida do jogador', 'Care stays with the studio', 'O suporte fica no estúdio.', 'Support stays in-house.'],
      [
        'Apostas e atendimento',
        'Support for bettors',
        'O saldo e o cadastro são da plataforma.',
        'Balances are yours.',
      ],
      ['A escola fala com o aluno', 'Schools talk to students', 'Avisos saem da secretaria.', 'Notices come from you.'],
      [
        'Assinante fala com a marca',
        'Subscribers hear from you',
        'Cancelamentos ficam com você.',
        'Cancellations too.',
      ],
      ['Pós-venda é da loja', 'After-sales are yours', 'Trocas e dúvidas ficam na loja.', 'Returns stay with you.'],
    ] as const
    const planted = Object.fromEntries(
      pages.map(([key], n) => {
        const [titlePt, titleEn, pt, en] = own[n]
        return [key, withCard(20 + n, [titlePt, titleEn], [`${sentence[0]} ${pt}`, `${sentence[1]} ${en}`])]
      }),
    )
    const found = ruleLines(fixtureTree({ pages: planted }), twinProblems)
    expect(found).toHaveLength(10)
    expect(found[0]).toBe(
      'content/industries/ecommerce.ts › pt-BR › benefits.cards[2].body: “A Fluxa nunca entra em contato com os seus clientes.” is a noun-swapped twin of blocks on 4 other template pages (at most 3): industries/education, industries/betting, industries/subscriptions, industries/gaming; give this page its own',
    )
  })

  it('lets blocks that share a frame but say their own thing be', () => {
    const own = [
      ['O cliente paga pelo app do banco', 'Customers pay from their bank app'],
      ['O valor aparece antes da confirmação', 'The amount shows before they confirm'],
      ['A equipe recebe na conta do próprio país', 'Your team is paid in its own country'],
      ['A fatura sai com o valor em reais', 'The invoice shows the amount in Brazilian reais'],
      ['O vendedor recebe depois da venda', 'Sellers are paid after the sale'],
    ] as const
    const planted = Object.fromEntries(
      pages.map(([key], n) => [key, withCard(20 + n, own[n], ['Só desta página.', 'This page alone.'])]),
    )
    expect(ruleLines(fixtureTree({ pages: planted }), twinProblems)).toEqual([])
  })
})
