import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../Container.tsx'
import { theme } from '../theme.ts'

const disclaimer = msg({
  id: 'disclaimer.text',
  message:
    'A Fluxa presta serviços de pagamento e câmbio exclusivamente a empresas (estabelecimentos), que são suas únicas contrapartes. A Fluxa não concede crédito, não contata usuários finais e não permite transferências entre pessoas físicas. Os serviços estão disponíveis apenas para usuários verificados, com documentação válida, e estão sujeitos à aprovação de compliance (KYC/AML). As informações deste site têm caráter informativo e não constituem oferta ou recomendação de investimento.',
})

/** The legal disclaimer under the footer of every page. */
export function Disclaimer() {
  const { i18n } = useLingui()
  return (
    <Wrapper>
      <Container>
        <p>{i18n._(disclaimer)}</p>
      </Container>
    </Wrapper>
  )
}

const Wrapper = styled.aside`
  background: ${theme.color.navyDeep};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDarkSoft};
  font-size: 13px;
  padding: 16px 0 20px;
  @media (min-width: ${theme.medium}) {
    padding: 20px 0 28px;
  }
  p {
    margin: 0;
  }
`
