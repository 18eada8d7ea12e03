import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { ButtonLink } from '../../components/ButtonLink.tsx'
import { Container } from '../../components/Container.tsx'
import { useLocalePath } from '../../renderer/language/useLocalePath.ts'
import { usePageContext } from '../../renderer/usePageContext.ts'
import { errorMessages } from '../../renderer/head/errorMessages.ts'

const backHome = msg({ id: 'notFound.backHome', message: 'Voltar para a página inicial' })

export default function Page() {
  const { i18n } = useLingui()
  const { is404 } = usePageContext()
  const localePath = useLocalePath()
  const text = is404 ? errorMessages.notFound : errorMessages.serverError
  return (
    <Wrapper>
      <Container>
        <h1>{i18n._(text.title)}</h1>
        <p>{i18n._(text.description)}</p>
        <ButtonLink href={localePath('/')}>{i18n._(backHome)}</ButtonLink>
      </Container>
    </Wrapper>
  )
}

const Wrapper = styled.section`
  padding: 96px 0;
  min-height: 50vh;
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
`
