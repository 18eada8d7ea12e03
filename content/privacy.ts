import type { DocumentRecordInput } from './schema/documentRecord.ts'

export const privacy = {
  meta: {
    title: {
      'pt-BR': 'Política de Privacidade | Fluxa',
      'en-US': 'Privacy Policy | Fluxa',
    },
    description: {
      'pt-BR':
        'Como a Fluxa trata, conforme a LGPD, os dados enviados pelo formulário de contato: finalidades, base legal, prazo de guarda, seus direitos e cookies.',
      'en-US':
        'How Fluxa handles the data you send through its contact form under Brazil’s LGPD: purposes, legal basis, retention, your rights and cookies.',
    },
  },
  title: {
    'pt-BR': 'Política de Privacidade',
    'en-US': 'Privacy Policy',
  },
  updated: {
    'pt-BR': 'Última atualização: novembro de 2026',
    'en-US': 'Last updated: November 2026',
  },
  intro: {
    'pt-BR':
      'Esta política explica como a Fluxa trata os dados pessoais de quem visita este site e nos escreve pelo formulário de contato, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). A Fluxa é a controladora desses dados. Quando esta política mudar, a data acima será atualizada.',
    'en-US':
      'This policy explains how Fluxa handles the personal data of people who visit this website and write to us through the contact form, under Brazil’s General Data Protection Law (LGPD, Law No. 13,709/2018). Fluxa is the controller of this data. Whenever this policy changes, the date above is updated.',
  },
  sections: [
    {
      title: {
        'pt-BR': 'Dados que coletamos',
        'en-US': 'Data we collect',
      },
      body: {
        'pt-BR':
          'Pelo formulário de contato, coletamos os dados que você mesmo informa:\n\n- nome (obrigatório);\n- e-mail (obrigatório);\n- empresa (opcional);\n- WhatsApp (opcional);\n- mensagem (obrigatória).\n\nTambém tratamos o endereço IP da conexão, usado para limitar o número de envios e impedir o abuso do formulário. A pergunta de verificação (uma conta simples) não coleta dados pessoais. Não pedimos dados pessoais sensíveis; por favor, não os inclua na mensagem.\n\nCom cada mensagem registramos também a página de onde ela foi enviada, o idioma do site e, se você chegou por um link de campanha, as etiquetas utm_source, utm_medium, utm_campaign, utm_term e utm_content do primeiro endereço da visita, para sabermos por onde cada contato nos encontrou.',
        'en-US':
          'Through the contact form, we collect the data you provide yourself:\n\n- name (required);\n- email (required);\n- company (optional);\n- WhatsApp number (optional);\n- message (required).\n\nWe also process the IP address of your connection, which we use to limit the number of submissions and prevent abuse of the form. The verification question (a simple math question) collects no personal data. We do not ask for sensitive personal data; please do not include any in your message.\n\nWith each message we also record the page it was sent from, the site language and, if you arrived through a campaign link, the utm_source, utm_medium, utm_campaign, utm_term and utm_content tags of the first address of your visit, so we know where each enquiry found us.',
      },
    },
    {
      title: {
        'pt-BR': 'Por que tratamos os dados, com que base legal e por quanto tempo',
        'en-US': 'Why we process your data, on what legal basis and for how long',
      },
      body: {
        'pt-BR':
          'Usamos os dados do formulário para responder ao seu contato, entender o que a sua empresa precisa e, quando for o caso, apresentar uma proposta dos nossos serviços. As bases legais são os procedimentos preliminares relacionados a contrato, a pedido do titular (art. 7º, V, da LGPD), e o legítimo interesse da Fluxa em atender empresas interessadas nos seus serviços (art. 7º, IX).\n\nO endereço IP é tratado com base no legítimo interesse (art. 7º, IX), para proteger o site contra spam e abuso, e é mantido apenas pelo tempo necessário a esse controle. A página de envio e as etiquetas de campanha também têm como base o legítimo interesse (art. 7º, IX): mostram quais páginas e campanhas trazem contatos e ficam guardadas com a mensagem, pelo mesmo prazo.\n\nGuardamos os dados do formulário por até 24 meses após o último contato com você; depois disso, eles são eliminados. Só os mantemos por mais tempo quando houver obrigação legal ou regulatória (art. 16, I) ou para o exercício regular de direitos em processo judicial, administrativo ou arbitral (art. 7º, VI). Não vendemos os seus dados e não os usamos para decisões automatizadas.',
        'en-US':
          'We use the form data to answer your message, understand what your company needs and, where relevant, present a proposal for our services. The legal bases are preliminary steps toward a contract at the data subject’s request (LGPD art. 7, V) and Fluxa’s legitimate interest in serving businesses interested in its services (art. 7, IX).\n\nYour IP address is processed on the basis of legitimate interest (art. 7, IX) to protect the site against spam and abuse, and is kept only as long as that control requires. The page your message was sent from and the campaign tags are also processed on the basis of legitimate interest (art. 7, IX), so we know which pages and campaigns bring enquiries, and are kept with the message for the same period.\n\nWe keep form data for up to 24 months after our last contact with you, after which it is deleted. We keep it longer only where a legal or regulatory obligation requires it (art. 16, I) or to exercise our rights in judicial, administrative or arbitration proceedings (art. 7, VI). We do not sell your data or use it for automated decision-making.',
      },
    },
    {
      title: {
        'pt-BR': 'Seus direitos',
        'en-US': 'Your rights',
      },
      body: {
        'pt-BR':
          'Como titular, você tem os direitos previstos no art. 18 da LGPD:\n\n- confirmação de que tratamos os seus dados e acesso a eles;\n- correção de dados incompletos, inexatos ou desatualizados;\n- anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;\n- portabilidade dos dados a outro fornecedor, conforme a regulamentação da ANPD;\n- eliminação dos dados tratados com o seu consentimento;\n- informação sobre as entidades com as quais compartilhamos os seus dados;\n- informação sobre a possibilidade de não dar consentimento e sobre as consequências da negativa;\n- revogação do consentimento;\n- oposição a tratamento realizado com base em outra hipótese legal, em caso de descumprimento da lei.\n\nPara exercer qualquer um desses direitos, envie o seu pedido pelo formulário de contato deste site, com “A/C do Encarregado de Dados” no início da mensagem. Podemos pedir informações para confirmar a sua identidade antes de atender. Pedidos de confirmação e de acesso completos são respondidos em até 15 dias (art. 19, II). Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
        'en-US':
          'As a data subject, you have the rights set out in LGPD art. 18:\n\n- confirmation that we process your data, and access to it;\n- correction of incomplete, inaccurate or outdated data;\n- anonymization, blocking or deletion of data that is unnecessary, excessive or processed unlawfully;\n- portability of your data to another provider, as regulated by the ANPD;\n- deletion of data processed with your consent;\n- information about the entities we share your data with;\n- information about the option of not giving consent and what refusing means;\n- withdrawal of consent;\n- objection to processing carried out on another legal basis, where the law is not being complied with.\n\nTo exercise any of these rights, send your request through the contact form on this website, starting your message with “Attn: Data Protection Officer”. We may ask for information to confirm your identity before acting on it. Full confirmation and access requests are answered within 15 days (art. 19, II). You may also file a complaint with Brazil’s National Data Protection Authority (ANPD).',
      },
    },
    {
      title: {
        'pt-BR': 'Como protegemos os seus dados',
        'en-US': 'How we protect your data',
      },
      body: {
        'pt-BR':
          'Adotamos medidas técnicas e administrativas para proteger os dados pessoais contra acessos não autorizados e contra destruição, perda, alteração ou divulgação indevidas (art. 46 da LGPD). O acesso às mensagens do formulário é restrito às pessoas da equipe que precisam delas para responder ao contato, e os registros técnicos do site não guardam o conteúdo da mensagem, o e-mail nem o telefone informados.\n\nSe ocorrer um incidente de segurança que possa gerar risco ou dano relevante aos titulares, comunicaremos a ANPD e as pessoas afetadas, como determina o art. 48 da LGPD.',
        'en-US':
          'We apply technical and administrative measures to protect personal data against unauthorized access and against accidental or unlawful destruction, loss, alteration or disclosure (LGPD art. 46). Access to form messages is limited to the team members who need them to reply, and the site’s technical logs do not store the content of your message, your email address or your phone number.\n\nIf a security incident occurs that could cause significant risk or harm to data subjects, we will notify the ANPD and the people affected, as required by LGPD art. 48.',
      },
    },
    {
      title: {
        'pt-BR': 'Compartilhamento',
        'en-US': 'Sharing',
      },
      body: {
        'pt-BR':
          'Não vendemos nem alugamos dados pessoais. Compartilhamos os dados apenas com:\n\n- prestadores de serviço que operam este site e entregam as mensagens do formulário à nossa equipe, como hospedagem e e-mail, que atuam como operadores e seguem as nossas instruções;\n- autoridades públicas, quando houver obrigação legal ou ordem judicial.\n\nOs dados do formulário não são usados por terceiros para publicidade.',
        'en-US':
          'We do not sell or rent personal data. We share it only with:\n\n- service providers that run this website and deliver form messages to our team, such as hosting and email providers, which act as processors and follow our instructions;\n- public authorities, where required by law or court order.\n\nForm data is never used by third parties for advertising.',
      },
    },
    {
      title: {
        'pt-BR': 'Transferência internacional',
        'en-US': 'International transfers',
      },
      body: {
        'pt-BR':
          'Alguns prestadores de serviço, como os de hospedagem e de e-mail, podem armazenar ou processar dados fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD: ocorre apenas para países com grau de proteção adequado ou mediante garantias como cláusulas-padrão contratuais (art. 33, II), e os prestadores ficam obrigados a tratar os dados somente para as finalidades desta política.',
        'en-US':
          'Some service providers, such as hosting and email providers, may store or process data outside Brazil. In those cases the transfer follows LGPD art. 33: it takes place only to countries with an adequate level of protection or under safeguards such as standard contractual clauses (art. 33, II), and providers are bound to process the data only for the purposes set out in this policy.',
      },
    },
    {
      title: {
        'pt-BR': 'Cookies e armazenamento no navegador',
        'en-US': 'Cookies and browser storage',
      },
      body: {
        'pt-BR':
          'Este site usa um único cookie e um único item de armazenamento local (localStorage), ambos chamados fluxa_locale, que guardam somente a sua preferência de idioma (pt-BR ou en-US). O cookie vale por um ano e não contém dados pessoais.\n\nDurante a visita, o armazenamento de sessão do navegador (sessionStorage), apagado quando você fecha a aba, guarda as etiquetas de campanha (utm_*) do primeiro endereço da visita (fluxa_first_touch), enviadas com a sua mensagem, e a pergunta de verificação ainda não respondida (fluxa_captcha).\n\nNão usamos cookies de análise, de publicidade ou de terceiros. Você pode apagar o cookie e esses itens a qualquer momento nas configurações do navegador.',
        'en-US':
          'This website uses a single cookie and a single local storage item, both named fluxa_locale. They store only your language preference, with the value pt-BR or en-US, so the site opens in the language you chose. The cookie lasts one year and contains no personal data.\n\nDuring your visit, the site also keeps in your browser’s session storage (sessionStorage), which is cleared when you close the tab, an item named fluxa_first_touch, holding the campaign tags (utm_*) of the first address of your visit, which are sent with your message as described under “Data we collect”, and an item named fluxa_captcha, holding the verification question you have not answered yet, so it stays the same from page to page.\n\nWe use no analytics, advertising or third-party cookies. You can delete the cookie and these items at any time in your browser settings; the site will simply stop remembering your language choice and show a new verification question.',
      },
    },
    {
      title: {
        'pt-BR': 'Encarregado pelo tratamento de dados',
        'en-US': 'Data protection officer',
      },
      body: {
        'pt-BR':
          'A Fluxa indicou um encarregado pelo tratamento de dados pessoais (art. 41 da LGPD), responsável por receber reclamações e comunicações dos titulares e da ANPD e por orientar a equipe sobre as práticas de proteção de dados.\n\nPara falar com o encarregado, use o formulário de contato deste site e escreva “A/C do Encarregado de Dados” no início da mensagem. As mensagens com essa indicação são encaminhadas diretamente ao encarregado.',
        'en-US':
          'Fluxa has appointed a data protection officer (in Portuguese, “encarregado”, LGPD art. 41), who receives complaints and communications from data subjects and from the ANPD and advises our team on data protection practices.\n\nTo reach the data protection officer, use the contact form on this website and start your message with “Attn: Data Protection Officer”. Messages marked this way are forwarded directly to the officer.',
      },
    },
  ],
} satisfies DocumentRecordInput
