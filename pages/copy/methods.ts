import { msg } from '@lingui/core/macro'

/** Copy of the five payment method pages (source language pt-BR; English in locales/en-US/copy.po). One list per page, ids `methods.<slug>.*`. */
export const methods = {
  'pix': [
    msg({ id: 'methods.pix.metaTitle', message: 'Receba com PIX no Brasil e liquide na sua moeda | Fluxa' }),
    msg({
      id: 'methods.pix.metaDescription',
      message:
        'Aceite PIX de clientes no Brasil com confirmação em segundos e processamento D+1, e liquide em BRL, USD, EUR, CNY, MXN ou stablecoins com a Fluxa.',
    }),
    msg({ id: 'methods.pix.heroTitle', message: 'PIX para empresas que vendem no Brasil de qualquer lugar do mundo' }),
    msg({
      id: 'methods.pix.heroSubtitle',
      message:
        'Aceite o pagamento instantâneo que o brasileiro usa no dia a dia, com confirmação em segundos e liquidação em BRL ou na moeda da sua empresa, mesmo sem entidade no Brasil.',
    }),
    msg({ id: 'methods.pix.benefitsHeading', message: 'Por que oferecer PIX com a Fluxa' }),
    msg({ id: 'methods.pix.benefit1Title', message: 'Confirmação em segundos' }),
    msg({
      id: 'methods.pix.benefit1Desc',
      message:
        'O pagamento é confirmado assim que o cliente autoriza no app do banco, e o pedido pode ser liberado na hora.',
    }),
    msg({ id: 'methods.pix.benefit2Title', message: 'QR code e Copia e Cola' }),
    msg({ id: 'methods.pix.benefit2Desc', message: 'Mostre o QR code no checkout ou envie o código PIX Copia e Cola pelo seu canal de vendas.' }),
    msg({ id: 'methods.pix.benefit3Title', message: 'Liquidação na sua moeda' }),
    msg({ id: 'methods.pix.benefit3Desc', message: 'Receba em BRL e liquide em BRL, USD, EUR, CNY ou MXN, ou em USDT, USDC e BTC.' }),
    msg({ id: 'methods.pix.benefit4Title', message: 'Processamento D+1' }),
    msg({ id: 'methods.pix.benefit4Desc', message: 'Recebimentos PIX processados em D+1, com cada transação identificada para a conciliação.' }),
    msg({ id: 'methods.pix.benefit5Title', message: 'Payouts por PIX' }),
    msg({ id: 'methods.pix.benefit5Desc', message: 'Use o mesmo método para pagar sellers, parceiros e fornecedores no Brasil.' }),
  ],
  'cards': [
    msg({ id: 'methods.cards.metaTitle', message: 'Cartões parcelados em até 12x no Brasil | Fluxa' }),
    msg({
      id: 'methods.cards.metaDescription',
      message:
        'Aceite cartões de clientes no Brasil com parcelamento de 1 a 12 vezes, processamento D+1 e liquidação em BRL, USD, EUR, CNY, MXN ou stablecoins.',
    }),
    msg({ id: 'methods.cards.heroTitle', message: 'Parcelamento em até 12x, do jeito que o brasileiro compra' }),
    msg({
      id: 'methods.cards.heroSubtitle',
      message:
        'Aceite cartões no Brasil com pagamento à vista ou em até 12 parcelas, processamento D+1 e liquidação na moeda da sua empresa.',
    }),
    msg({ id: 'methods.cards.benefitsHeading', message: 'Cartões no Brasil sem montar uma operação local' }),
    msg({ id: 'methods.cards.benefit1Title', message: 'De 1 a 12 parcelas' }),
    msg({ id: 'methods.cards.benefit1Desc', message: 'Você define as opções de parcelamento no checkout, do pagamento à vista até 12x.' }),
    msg({ id: 'methods.cards.benefit2Title', message: 'Compras de ticket maior' }),
    msg({
      id: 'methods.cards.benefit2Desc',
      message:
        'Parcelar é hábito no Brasil: dividir o valor ajuda o cliente a fechar compras que não caberiam em um pagamento só.',
    }),
    msg({ id: 'methods.cards.benefit3Title', message: 'Processamento D+1' }),
    msg({
      id: 'methods.cards.benefit3Desc',
      message:
        'Transações de cartão processadas em D+1, com cada transação identificada para a conciliação.',
    }),
    msg({ id: 'methods.cards.benefit4Title', message: 'O parcelamento não é crédito da Fluxa' }),
    msg({
      id: 'methods.cards.benefit4Desc',
      message:
        'As parcelas correm no cartão do próprio cliente. A Fluxa não concede crédito nem empréstimos a ninguém.',
    }),
    msg({ id: 'methods.cards.benefit5Title', message: 'Antifraude em cada transação' }),
    msg({
      id: 'methods.cards.benefit5Desc',
      message:
        'Monitoramento antifraude 24/7 nas transações de cartão, para reduzir fraudes e contestações.',
    }),
  ],
  'spei': [
    msg({ id: 'methods.spei.metaTitle', message: 'Receba com SPEI no México, em MXN | Fluxa' }),
    msg({
      id: 'methods.spei.metaDescription',
      message:
        'Aceite transferências SPEI de clientes no México com confirmação em tempo real, processamento D+1 e liquidação em MXN, USD, EUR ou stablecoins.',
    }),
    msg({ id: 'methods.spei.heroTitle', message: 'SPEI: receba de clientes mexicanos em tempo real' }),
    msg({
      id: 'methods.spei.heroSubtitle',
      message:
        'A transferência bancária que empresas e consumidores no México já usam, integrada ao seu checkout e às suas cobranças, com liquidação em MXN ou na moeda da sua empresa.',
    }),
    msg({ id: 'methods.spei.benefitsHeading', message: 'SPEI com a Fluxa' }),
    msg({ id: 'methods.spei.benefit1Title', message: 'Tempo real' }),
    msg({
      id: 'methods.spei.benefit1Desc',
      message:
        'Transferências SPEI são confirmadas em segundos, e o pedido é liberado sem esperar compensação.',
    }),
    msg({ id: 'methods.spei.benefit2Title', message: 'Direto da conta bancária' }),
    msg({
      id: 'methods.spei.benefit2Desc',
      message:
        'O cliente paga pelo próprio banco, sem precisar de cartão, o que amplia o público que consegue comprar de você.',
    }),
    msg({ id: 'methods.spei.benefit3Title', message: 'Em MXN ou em outra moeda' }),
    msg({ id: 'methods.spei.benefit3Desc', message: 'Mantenha o saldo em MXN ou converta para USD, EUR, CNY, BRL ou stablecoins.' }),
    msg({ id: 'methods.spei.benefit4Title', message: 'Payouts por SPEI' }),
    msg({ id: 'methods.spei.benefit4Desc', message: 'Pague sellers, parceiros e fornecedores no México pelo mesmo trilho.' }),
    msg({ id: 'methods.spei.benefit5Title', message: 'Conciliação por transação' }),
    msg({ id: 'methods.spei.benefit5Desc', message: 'Cada transferência chega identificada e é processada em D+1, pronta para o contas a receber.' }),
  ],
  'transfiya': [
    msg({ id: 'methods.transfiya.metaTitle', message: 'Receba com Transfiya na Colômbia | Fluxa' }),
    msg({
      id: 'methods.transfiya.metaDescription',
      message:
        'Aceite pagamentos instantâneos por Transfiya de clientes na Colômbia e liquide em USD, EUR, CNY, BRL, MXN ou stablecoins, com processamento D+1.',
    }),
    msg({ id: 'methods.transfiya.heroTitle', message: 'Transfiya: pagamentos instantâneos de clientes na Colômbia' }),
    msg({
      id: 'methods.transfiya.heroSubtitle',
      message:
        'Receba de clientes colombianos pela transferência instantânea que eles já fazem pelo celular e liquide na moeda da sua empresa, sem abrir entidade na Colômbia.',
    }),
    msg({ id: 'methods.transfiya.benefitsHeading', message: 'Transfiya com a Fluxa' }),
    msg({ id: 'methods.transfiya.benefit1Title', message: 'Pagamento instantâneo' }),
    msg({ id: 'methods.transfiya.benefit1Desc', message: 'O cliente transfere a partir do próprio banco e a confirmação chega em segundos.' }),
    msg({ id: 'methods.transfiya.benefit2Title', message: 'Sem cartão' }),
    msg({ id: 'methods.transfiya.benefit2Desc', message: 'Uma opção para quem prefere pagar direto da conta, pelo celular, sem cartão.' }),
    msg({ id: 'methods.transfiya.benefit3Title', message: 'Liquidação na sua moeda' }),
    msg({ id: 'methods.transfiya.benefit3Desc', message: 'Converta o que recebeu em moeda local para USD, EUR, CNY, BRL, MXN ou stablecoins.' }),
    msg({ id: 'methods.transfiya.benefit4Title', message: 'De cliente para empresa' }),
    msg({
      id: 'methods.transfiya.benefit4Desc',
      message:
        'Com a Fluxa, o Transfiya serve para pagar a sua empresa. Transferências entre pessoas físicas não são permitidas na plataforma.',
    }),
    msg({ id: 'methods.transfiya.benefit5Title', message: 'Processamento D+1' }),
    msg({ id: 'methods.transfiya.benefit5Desc', message: 'Recebimentos processados em D+1, cada um identificado para a conciliação.' }),
  ],
  'usdt': [
    msg({ id: 'methods.usdt.metaTitle', message: 'Receba e liquide em USDT | Fluxa' }),
    msg({
      id: 'methods.usdt.metaDescription',
      message:
        'Aceite USDT de clientes na América Latina e liquide em stablecoin ou em USD, EUR, CNY, BRL e MXN, com liquidação em segundos, a qualquer hora.',
    }),
    msg({ id: 'methods.usdt.heroTitle', message: 'USDT: valor em dólar que liquida em segundos, a qualquer hora' }),
    msg({
      id: 'methods.usdt.heroSubtitle',
      message:
        'Receba em USDT, converta recebimentos locais em stablecoin ou saia para moeda fiduciária, com liquidação em segundos, inclusive em fins de semana e feriados.',
    }),
    msg({ id: 'methods.usdt.benefitsHeading', message: 'USDT com a Fluxa' }),
    msg({ id: 'methods.usdt.benefit1Title', message: 'Sem janela bancária' }),
    msg({ id: 'methods.usdt.benefit1Desc', message: 'Operações em USDT liquidam em segundos, 24/7, sem esperar o banco abrir.' }),
    msg({ id: 'methods.usdt.benefit2Title', message: 'USDT no checkout' }),
    msg({
      id: 'methods.usdt.benefit2Desc',
      message:
        'Ofereça USDT a clientes que já guardam valor em stablecoin, no Brasil, no México, na Argentina e na Colômbia.',
    }),
    msg({ id: 'methods.usdt.benefit3Title', message: 'Recebimentos locais em stablecoin' }),
    msg({ id: 'methods.usdt.benefit3Desc', message: 'Receba por PIX, SPEI ou Transfiya e converta em USDT, USDC ou BTC.' }),
    msg({ id: 'methods.usdt.benefit4Title', message: 'Saída para moeda fiduciária' }),
    msg({
      id: 'methods.usdt.benefit4Desc',
      message:
        'Converta USDT em USD, EUR, CNY, BRL ou MXN quando precisar pagar custos em moeda tradicional.',
    }),
    msg({ id: 'methods.usdt.benefit5Title', message: 'O mesmo compliance' }),
    msg({
      id: 'methods.usdt.benefit5Desc',
      message:
        'Operações em stablecoin passam pela mesma verificação KYC/AML e pelo mesmo monitoramento 24/7 dos pagamentos em moeda fiduciária.',
    }),
  ],
}
