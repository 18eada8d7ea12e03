import type { DocumentRecordInput } from './schema/documentRecord.ts'

export const terms = {
  meta: {
    title: {
      'pt-BR': 'Termos de Uso | Fluxa',
      'en-US': 'Terms of Use | Fluxa',
    },
    description: {
      'pt-BR':
        'Termos de uso da Fluxa: atendimento exclusivo a empresas verificadas, compliance KYC/AML, limites, segurança, comunicação de fraudes e atividades proibidas.',
      'en-US':
        'Fluxa’s terms of use: services for verified businesses only, KYC/AML compliance, limits, security, fraud reporting and prohibited activities.',
    },
  },
  title: {
    'pt-BR': 'Termos de Uso',
    'en-US': 'Terms of Use',
  },
  updated: {
    'pt-BR': 'Última atualização: novembro de 2026',
    'en-US': 'Last updated: November 2026',
  },
  intro: {
    'pt-BR':
      'Estes termos regem o uso deste site e dos serviços de pagamento e câmbio da Fluxa. Ao usar o site ou contratar os serviços, a sua empresa declara que leu e aceita as regras abaixo.',
    'en-US':
      'These terms govern the use of this website and of Fluxa’s payment and FX services. By using the site or signing up for the services, your company confirms that it has read and accepts the rules below.',
  },
  sections: [
    {
      title: {
        'pt-BR': 'Elegibilidade',
        'en-US': 'Eligibility',
      },
      body: {
        'pt-BR':
          'A Fluxa presta serviços exclusivamente a empresas (estabelecimentos), que são as suas únicas contrapartes. Não atendemos pessoas físicas como clientes e não abrimos contas em nome de consumidores.\n\nSó podem usar os serviços usuários verificados, com documentação válida. O cadastro da empresa, dos seus representantes legais e dos seus beneficiários finais é analisado antes do início das operações, e a Fluxa pode recusar ou encerrar um cadastro que não atenda a esses requisitos.',
        'en-US':
          'Fluxa provides its services to businesses (merchants) only, and merchants are its only counterparties. We do not take on individuals as customers and do not open accounts in the name of consumers.\n\nOnly verified users with valid documentation may use the services. Each company, its legal representatives and its ultimate beneficial owners are reviewed before any transaction takes place, and Fluxa may decline or close any account that does not meet these requirements.',
      },
    },
    {
      title: {
        'pt-BR': 'Compliance',
        'en-US': 'Compliance',
      },
      body: {
        'pt-BR':
          'Toda empresa passa por verificação KYC (conheça o seu cliente) e por análise AML (prevenção à lavagem de dinheiro e ao financiamento do terrorismo) antes de operar e continua sendo avaliada enquanto durar o relacionamento.\n\nA Fluxa pode pedir documentos e informações adicionais a qualquer momento, inclusive sobre a origem dos recursos e a natureza das transações, e pode suspender operações até que o pedido seja atendido. Documentação vencida ou inconsistente suspende o acesso aos serviços.',
        'en-US':
          'Every business goes through KYC (know your customer) verification and AML (anti-money laundering and counter-terrorist financing) review before it can transact, and remains under review for as long as the relationship lasts.\n\nFluxa may request additional documents and information at any time, including on the source of funds and the nature of transactions, and may suspend activity until the request is met. Expired or inconsistent documentation suspends access to the services.',
      },
    },
    {
      title: {
        'pt-BR': 'Limites',
        'en-US': 'Limits',
      },
      body: {
        'pt-BR':
          'Os limites de valor e de volume por transação e por período são definidos para cada estabelecimento na aprovação do cadastro, de acordo com o seu perfil de risco e o seu modelo de negócio, e podem ser revistos pela Fluxa a qualquer momento.\n\nA Fluxa não empresta dinheiro: não concede crédito, empréstimos, financiamentos nem adiantamentos de qualquer natureza. Os serviços se limitam à movimentação de recursos do próprio estabelecimento. O parcelamento em cartão, quando oferecido, é uma condição de pagamento do cartão do comprador e não é crédito concedido pela Fluxa.',
        'en-US':
          'Amount and volume limits per transaction and per period are set for each merchant when its account is approved, based on its risk profile and business model, and Fluxa may review them at any time.\n\nFluxa does not lend money: it grants no credit, loans, financing or advances of any kind. The services only move the merchant’s own funds. Card installments, where offered, are a payment option of the buyer’s card and are not credit extended by Fluxa.',
      },
    },
    {
      title: {
        'pt-BR': 'Segurança',
        'en-US': 'Security',
      },
      body: {
        'pt-BR':
          'A Fluxa monitora as transações 24/7 e aplica controles técnicos e organizacionais para proteger os dados e os recursos dos estabelecimentos, numa plataforma com 99,9% de disponibilidade.\n\nO estabelecimento é responsável por manter em sigilo os seus dados de acesso aos serviços, restringir esse acesso aos colaboradores que autorizar e avisar a Fluxa imediatamente sobre qualquer suspeita de uso indevido.',
        'en-US':
          'Fluxa monitors transactions 24/7 and applies technical and organizational controls to protect merchants’ data and funds, on a platform with 99.9% uptime.\n\nMerchants are responsible for keeping their access details for the services confidential, limiting that access to the staff they authorize and notifying Fluxa immediately of any suspected misuse.',
      },
    },
    {
      title: {
        'pt-BR': 'Comunicação de fraudes',
        'en-US': 'Fraud reporting',
      },
      body: {
        'pt-BR':
          'A Fluxa nunca entra em contato com usuários finais, ou seja, com os clientes, compradores ou beneficiários dos estabelecimentos, por nenhum canal: telefone, e-mail, SMS, WhatsApp ou redes sociais. Qualquer mensagem enviada a um usuário final em nome da Fluxa é fraude.\n\nA Fluxa também nunca pede senhas, códigos de verificação ou pagamentos para “liberar” valores. Quem receber uma comunicação desse tipo não deve responder nem fazer pagamentos, e pode avisar a Fluxa pelo formulário de contato deste site. Os estabelecimentos devem comunicar qualquer fraude ou suspeita de fraude assim que tomarem conhecimento dela.',
        'en-US':
          'Fluxa never contacts end users, meaning merchants’ customers, buyers or payees, through any channel: phone, email, text message, WhatsApp or social media. Any message sent to an end user in Fluxa’s name is fraud.\n\nFluxa also never asks for passwords, verification codes or payments to “release” funds. Anyone who receives such a message should not reply or make any payment, and can alert Fluxa through the contact form on this website. Merchants must report any fraud or suspected fraud as soon as they become aware of it.',
      },
    },
    {
      title: {
        'pt-BR': 'Atividades proibidas',
        'en-US': 'Prohibited activities',
      },
      body: {
        'pt-BR':
          'É proibido usar os serviços da Fluxa para:\n\n- transferências entre pessoas físicas (P2P), em qualquer formato;\n- lavagem de dinheiro, financiamento do terrorismo ou evasão de sanções;\n- venda de produtos ou serviços ilegais no país do estabelecimento ou no do comprador;\n- movimentação de recursos de terceiros sem relação com a atividade declarada no cadastro;\n- qualquer tentativa de contornar os limites, a verificação KYC/AML ou o monitoramento da Fluxa.\n\nAo identificar uma atividade proibida, a Fluxa pode recusar ou suspender transações, encerrar o relacionamento e comunicar o fato às autoridades competentes.',
        'en-US':
          'Fluxa’s services may not be used for:\n\n- transfers between individuals (peer-to-peer), in any form;\n- money laundering, terrorist financing or sanctions evasion;\n- the sale of goods or services that are illegal in the merchant’s or the buyer’s country;\n- moving third-party funds unrelated to the business declared at onboarding;\n- any attempt to get around Fluxa’s limits, KYC/AML checks or monitoring.\n\nWhen it identifies a prohibited activity, Fluxa may decline or suspend transactions, end the relationship and report the matter to the competent authorities.',
      },
    },
    {
      title: {
        'pt-BR': 'Relacionamento direto',
        'en-US': 'Direct relationship',
      },
      body: {
        'pt-BR':
          'A relação da Fluxa é direta e exclusiva com o estabelecimento contratante. Os clientes do estabelecimento se relacionam apenas com o estabelecimento, que responde pelo atendimento, pelos produtos e serviços vendidos e por qualquer comunicação com eles.\n\nNenhum terceiro está autorizado a oferecer os serviços da Fluxa a pessoas físicas nem a cobrar valores em nome da Fluxa.',
        'en-US':
          'Fluxa’s relationship is direct and exclusive with the merchant that signs up. The merchant’s customers deal only with the merchant, which is responsible for customer service, for the goods and services it sells and for any communication with its customers.\n\nNo third party is authorized to offer Fluxa’s services to individuals or to collect money on Fluxa’s behalf.',
      },
    },
    {
      title: {
        'pt-BR': 'Aviso importante',
        'en-US': 'Important notice',
      },
      body: {
        'pt-BR':
          'As informações deste site têm caráter informativo e não constituem oferta, recomendação de investimento ou compromisso de contratação. A disponibilidade de cada serviço, método de pagamento e moeda depende da aprovação de compliance e do país de operação.\n\nA Fluxa pode atualizar estes termos a qualquer momento; vale sempre a versão publicada nesta página, com a data da última atualização. Dúvidas sobre estes termos podem ser enviadas pelo formulário de contato deste site.',
        'en-US':
          'The information on this website is for information only and is not an offer, an investment recommendation or a commitment to provide services. The availability of each service, payment method and currency depends on compliance approval and on the country of operation.\n\nFluxa may update these terms at any time; the version published on this page, with its last-updated date, always applies. Questions about these terms can be sent through the contact form on this website.',
      },
    },
  ],
} satisfies DocumentRecordInput
