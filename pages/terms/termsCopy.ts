import { msg } from '@lingui/core/macro'
import type { DocumentCopy } from '../copyTypes.ts'

/** Copy of the terms of use; a blank line in a body starts a paragraph, lines starting with "- " form a list (source language pt-BR; English in locales/en-US/copy.po). */
export const termsCopy = {
  metaTitle: msg({ id: 'terms.metaTitle', message: 'Termos de Uso | Fluxa' }),
  metaDescription: msg({
    id: 'terms.metaDescription',
    message:
      'Termos de uso da Fluxa: atendimento exclusivo a empresas verificadas, compliance KYC/AML, limites, segurança, comunicação de fraudes e atividades proibidas.',
  }),
  heroTitle: msg({ id: 'terms.heroTitle', message: 'Termos de Uso' }),
  updated: msg({ id: 'terms.updated', message: 'Última atualização: novembro de 2026' }),
  intro: msg({
    id: 'terms.intro',
    message:
      'Estes termos regem o uso deste site e dos serviços de pagamento e câmbio da Fluxa. Ao usar o site ou contratar os serviços, a sua empresa declara que leu e aceita as regras abaixo.',
  }),
  sections: [
    {
      title: msg({ id: 'terms.section1Title', message: 'Elegibilidade' }),
      body: msg({
        id: 'terms.section1Body',
        message:
          'A Fluxa presta serviços exclusivamente a empresas (merchants), que são as suas únicas contrapartes. Não atendemos pessoas físicas como clientes e não abrimos contas em nome de consumidores.\n\nSó podem usar os serviços usuários verificados, com documentação válida. O cadastro da empresa, dos seus representantes legais e dos seus beneficiários finais é analisado antes do início das operações, e a Fluxa pode recusar ou encerrar um cadastro que não atenda a esses requisitos.',
      }),
    },
    {
      title: msg({ id: 'terms.section2Title', message: 'Compliance' }),
      body: msg({
        id: 'terms.section2Body',
        message:
          'Toda empresa passa por verificação KYC (conheça o seu cliente) e por análise AML (prevenção à lavagem de dinheiro e ao financiamento do terrorismo) antes de operar e continua sendo avaliada enquanto durar o relacionamento.\n\nA Fluxa pode pedir documentos e informações adicionais a qualquer momento, inclusive sobre a origem dos recursos e a natureza das transações, e pode suspender operações até que o pedido seja atendido. Documentação vencida ou inconsistente suspende o acesso aos serviços.',
      }),
    },
    {
      title: msg({ id: 'terms.section3Title', message: 'Limites' }),
      body: msg({
        id: 'terms.section3Body',
        message:
          'Os limites de valor e de volume por transação e por período são definidos para cada merchant na aprovação do cadastro, de acordo com o seu perfil de risco e o seu modelo de negócio, e podem ser revistos pela Fluxa a qualquer momento.\n\nA Fluxa não empresta dinheiro: não concede crédito, empréstimos, financiamentos nem adiantamentos de qualquer natureza. Os serviços se limitam à movimentação de recursos do próprio merchant. O parcelamento em cartão, quando oferecido, é uma condição de pagamento do cartão do comprador e não é crédito concedido pela Fluxa.',
      }),
    },
    {
      title: msg({ id: 'terms.section4Title', message: 'Segurança' }),
      body: msg({
        id: 'terms.section4Body',
        message:
          'A Fluxa monitora as transações 24/7 e aplica controles técnicos e organizacionais para proteger os dados e os recursos dos merchants, numa plataforma com 99,9% de disponibilidade.\n\nO merchant é responsável por manter em sigilo as suas credenciais de acesso e de integração, restringir o acesso aos colaboradores autorizados e avisar a Fluxa imediatamente sobre qualquer suspeita de uso indevido.',
      }),
    },
    {
      title: msg({ id: 'terms.section5Title', message: 'Comunicação de fraudes' }),
      body: msg({
        id: 'terms.section5Body',
        message:
          'A Fluxa nunca entra em contato com usuários finais, ou seja, com os clientes, compradores ou beneficiários dos merchants, por nenhum canal: telefone, e-mail, SMS, WhatsApp ou redes sociais. Qualquer mensagem enviada a um usuário final em nome da Fluxa é fraude.\n\nA Fluxa também nunca pede senhas, códigos de verificação ou pagamentos para “liberar” valores. Quem receber uma comunicação desse tipo não deve responder nem fazer pagamentos, e pode avisar a Fluxa pelo formulário de contato deste site. Os merchants devem comunicar qualquer fraude ou suspeita de fraude assim que tomarem conhecimento dela.',
      }),
    },
    {
      title: msg({ id: 'terms.section6Title', message: 'Atividades proibidas' }),
      body: msg({
        id: 'terms.section6Body',
        message:
          'É proibido usar os serviços da Fluxa para:\n\n- transferências entre pessoas físicas (P2P), em qualquer formato;\n- lavagem de dinheiro, financiamento do terrorismo ou evasão de sanções;\n- venda de produtos ou serviços ilegais no país do merchant ou no do comprador;\n- movimentação de recursos de terceiros sem relação com a atividade declarada no cadastro;\n- qualquer tentativa de contornar os limites, a verificação KYC/AML ou o monitoramento da Fluxa.\n\nAo identificar uma atividade proibida, a Fluxa pode recusar ou suspender transações, encerrar o relacionamento e comunicar o fato às autoridades competentes.',
      }),
    },
    {
      title: msg({ id: 'terms.section7Title', message: 'Relacionamento direto' }),
      body: msg({
        id: 'terms.section7Body',
        message:
          'A relação da Fluxa é direta e exclusiva com o merchant contratante. Os clientes do merchant se relacionam apenas com o merchant, que responde pelo atendimento, pelos produtos e serviços vendidos e por qualquer comunicação com eles.\n\nNenhum terceiro está autorizado a oferecer os serviços da Fluxa a pessoas físicas nem a cobrar valores em nome da Fluxa.',
      }),
    },
    {
      title: msg({ id: 'terms.section8Title', message: 'Aviso importante' }),
      body: msg({
        id: 'terms.section8Body',
        message:
          'As informações deste site têm caráter informativo e não constituem oferta, recomendação de investimento ou compromisso de contratação. A disponibilidade de cada serviço, método de pagamento e moeda depende da aprovação de compliance e do país de operação.\n\nA Fluxa pode atualizar estes termos a qualquer momento; vale sempre a versão publicada nesta página, com a data da última atualização. Dúvidas sobre estes termos podem ser enviadas pelo formulário de contato deste site.',
      }),
    },
  ],
} satisfies DocumentCopy
