import { msg } from '@lingui/core/macro'
import type { DocumentCopy } from '../copyTypes.ts'

/** Copy of the privacy notice; a blank line in a body starts a paragraph, lines starting with "- " form a list (source language pt-BR; English in locales/en-US/copy.po). */
export const privacyCopy = {
  metaTitle: msg({ id: 'privacy.metaTitle', message: 'Política de Privacidade | Fluxa' }),
  metaDescription: msg({
    id: 'privacy.metaDescription',
    message:
      'Como a Fluxa trata, conforme a LGPD, os dados enviados pelo formulário de contato: finalidades, base legal, prazo de guarda, seus direitos e cookies.',
  }),
  heroTitle: msg({ id: 'privacy.heroTitle', message: 'Política de Privacidade' }),
  updated: msg({ id: 'privacy.updated', message: 'Última atualização: novembro de 2026' }),
  intro: msg({
    id: 'privacy.intro',
    message:
      'Esta política explica como a Fluxa trata os dados pessoais de quem visita este site e nos escreve pelo formulário de contato, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). A Fluxa é a controladora desses dados. Quando esta política mudar, a data acima será atualizada.',
  }),
  sections: [
    {
      title: msg({ id: 'privacy.section1Title', message: 'Dados que coletamos' }),
      body: msg({
        id: 'privacy.section1Body',
        message:
          'Pelo formulário de contato, coletamos apenas os dados que você mesmo informa:\n\n- nome (obrigatório);\n- e-mail (obrigatório);\n- empresa (opcional);\n- WhatsApp (opcional);\n- mensagem (obrigatória).\n\nTambém tratamos o endereço IP da conexão, usado para limitar o número de envios e impedir o abuso do formulário. A pergunta de verificação (uma conta simples) não coleta dados pessoais. Não pedimos dados pessoais sensíveis; por favor, não os inclua na mensagem.\n\nCom cada mensagem registramos também a página de onde ela foi enviada, o idioma do site e, se você chegou por um link de campanha, as etiquetas utm_source, utm_medium, utm_campaign, utm_term e utm_content do primeiro endereço da visita (guardadas só durante a visita, no armazenamento de sessão do navegador), para sabermos por onde cada contato nos encontrou.',
      }),
    },
    {
      title: msg({
        id: 'privacy.section2Title',
        message: 'Por que tratamos os dados, com que base legal e por quanto tempo',
      }),
      body: msg({
        id: 'privacy.section2Body',
        message:
          'Usamos os dados do formulário para responder ao seu contato, entender o que a sua empresa precisa e, quando for o caso, apresentar uma proposta dos nossos serviços. As bases legais são os procedimentos preliminares relacionados a contrato, a pedido do titular (art. 7º, V, da LGPD), e o legítimo interesse da Fluxa em atender empresas interessadas nos seus serviços (art. 7º, IX).\n\nO endereço IP é tratado com base no legítimo interesse (art. 7º, IX), para proteger o site contra spam e abuso, e é mantido apenas pelo tempo necessário a esse controle.\n\nGuardamos os dados do formulário por até 24 meses após o último contato com você; depois disso, eles são eliminados. Só os mantemos por mais tempo quando houver obrigação legal ou regulatória (art. 16, I) ou para o exercício regular de direitos em processo judicial, administrativo ou arbitral (art. 7º, VI). Não vendemos os seus dados e não os usamos para decisões automatizadas.',
      }),
    },
    {
      title: msg({ id: 'privacy.section3Title', message: 'Seus direitos' }),
      body: msg({
        id: 'privacy.section3Body',
        message:
          'Como titular, você tem os direitos previstos no art. 18 da LGPD:\n\n- confirmação de que tratamos os seus dados e acesso a eles;\n- correção de dados incompletos, inexatos ou desatualizados;\n- anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;\n- portabilidade dos dados a outro fornecedor, conforme a regulamentação da ANPD;\n- eliminação dos dados tratados com o seu consentimento;\n- informação sobre as entidades com as quais compartilhamos os seus dados;\n- informação sobre a possibilidade de não dar consentimento e sobre as consequências da negativa;\n- revogação do consentimento;\n- oposição a tratamento realizado com base em outra hipótese legal, em caso de descumprimento da lei.\n\nPara exercer qualquer um desses direitos, envie o seu pedido pelo formulário de contato deste site, com “A/C do Encarregado de Dados” no início da mensagem. Podemos pedir informações para confirmar a sua identidade antes de atender. Pedidos de confirmação e de acesso completos são respondidos em até 15 dias (art. 19, II). Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
      }),
    },
    {
      title: msg({ id: 'privacy.section4Title', message: 'Como protegemos os seus dados' }),
      body: msg({
        id: 'privacy.section4Body',
        message:
          'Adotamos medidas técnicas e administrativas para proteger os dados pessoais contra acessos não autorizados e contra destruição, perda, alteração ou divulgação indevidas (art. 46 da LGPD). O acesso às mensagens do formulário é restrito às pessoas da equipe que precisam delas para responder ao contato, e os registros técnicos do site não guardam o conteúdo da mensagem, o e-mail nem o telefone informados.\n\nSe ocorrer um incidente de segurança que possa gerar risco ou dano relevante aos titulares, comunicaremos a ANPD e as pessoas afetadas, como determina o art. 48 da LGPD.',
      }),
    },
    {
      title: msg({ id: 'privacy.section5Title', message: 'Compartilhamento' }),
      body: msg({
        id: 'privacy.section5Body',
        message:
          'Não vendemos nem alugamos dados pessoais. Compartilhamos os dados apenas com:\n\n- prestadores de serviço que operam este site e entregam as mensagens do formulário à nossa equipe, como hospedagem e e-mail, que atuam como operadores e seguem as nossas instruções;\n- autoridades públicas, quando houver obrigação legal ou ordem judicial.\n\nOs dados do formulário não são usados por terceiros para publicidade.',
      }),
    },
    {
      title: msg({ id: 'privacy.section6Title', message: 'Transferência internacional' }),
      body: msg({
        id: 'privacy.section6Body',
        message:
          'Alguns prestadores de serviço, como os de hospedagem e de e-mail, podem armazenar ou processar dados fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD: ocorre apenas para países com grau de proteção adequado ou mediante garantias como cláusulas-padrão contratuais (art. 33, II), e os prestadores ficam obrigados a tratar os dados somente para as finalidades desta política.',
      }),
    },
    {
      title: msg({ id: 'privacy.section7Title', message: 'Cookies e armazenamento local' }),
      body: msg({
        id: 'privacy.section7Body',
        message:
          'Este site usa um único cookie e um único item de armazenamento local (localStorage), ambos chamados fluxa_locale. Eles guardam somente a sua preferência de idioma, com o valor pt-BR ou en-US, para mostrar o site no idioma que você escolheu. O cookie vale por um ano e não contém dados pessoais.\n\nNão usamos cookies de análise, de publicidade ou de terceiros, nem outras tecnologias de rastreamento. Você pode apagar o cookie e o item a qualquer momento nas configurações do navegador; o site apenas deixará de lembrar o idioma escolhido.',
      }),
    },
    {
      title: msg({ id: 'privacy.section8Title', message: 'Encarregado pelo tratamento de dados' }),
      body: msg({
        id: 'privacy.section8Body',
        message:
          'A Fluxa indicou um encarregado pelo tratamento de dados pessoais (art. 41 da LGPD), responsável por receber reclamações e comunicações dos titulares e da ANPD e por orientar a equipe sobre as práticas de proteção de dados.\n\nPara falar com o encarregado, use o formulário de contato deste site e escreva “A/C do Encarregado de Dados” no início da mensagem. As mensagens com essa indicação são encaminhadas diretamente ao encarregado.',
      }),
    },
  ],
} satisfies DocumentCopy
