import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { ButtonLink } from '../../components/ButtonLink.tsx'
import { CardIcon } from '../../components/CardIcon.tsx'
import type { CardIconName } from '../../site/cardIconNames.ts'
import { Container } from '../../components/Container.tsx'
import { LinkList } from '../../components/LinkList.tsx'
import { theme } from '../../components/theme.ts'
import { useLocalePath } from '../../components/locale/useLocalePath.ts'
import { useNavGroups } from '../../components/layout/navGroups.ts'
import { usePageContext } from '../../components/pageContext/pageContext.ts'
import { errorMessages } from './errorMessages.ts'
import type { Family } from '../../site/landingPages.ts'

const text = {
  backHome: msg({ id: 'notFound.backHome', message: 'Voltar para a página inicial' }),
  suggestions: msg({ id: 'notFound.suggestions', message: 'Talvez você esteja procurando' }),
}

const familyIcons = {
  solutions: 'Sparkles',
  methods: 'CreditCard',
  countries: 'Globe',
  industries: 'Building2',
} as const satisfies Record<Family, CardIconName>

/**
 * The 404 and 500 pages: what happened, the way home, and every page of each family (the header's menus, in a compact
 * grid), so a mistyped address still leads somewhere.
 */
export default function Page() {
  const { i18n } = useLingui()
  const { is404 } = usePageContext()
  const localePath = useLocalePath()
  const groups = useNavGroups()
  const message = is404 ? errorMessages.notFound : errorMessages.serverError
  return (
    <Wrapper>
      <Container>
        <h1>{i18n._(message.title)}</h1>
        <Lead>{i18n._(message.description)}</Lead>
        <ButtonLink href={localePath('/')}>{i18n._(text.backHome)}</ButtonLink>
        <Suggestions aria-labelledby="error-suggestions">
          <h2 id="error-suggestions">{i18n._(text.suggestions)}</h2>
          <Families>
            {groups.map((group) => (
              <li key={group.family}>
                <CardIcon name={familyIcons[group.family]} />
                <h3>{group.label}</h3>
                <LinkList links={group.links} />
              </li>
            ))}
          </Families>
        </Suggestions>
      </Container>
    </Wrapper>
  )
}

const Wrapper = styled.section`
  padding: 80px 0 96px;
  h1 {
    font-size: ${theme.type.h1};
  }
`
const Lead = styled.p`
  font-size: 1.15rem;
  color: ${theme.color.inkSoft};
  max-width: 60ch;
  margin-bottom: 24px;
`
const Suggestions = styled.section`
  margin-top: 56px;
  h2 {
    font-size: 1.4rem;
    margin-bottom: 20px;
  }
`
const Families = styled.ul`
  display: grid;
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: repeat(4, 1fr);
  }
  & > li {
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius};
    padding: 20px 24px;
  }
  h3 {
    font-size: 1.1rem;
    margin: 12px 0 6px;
  }
  /* The industries, the longest family, in two columns, so the families end near one another. */
  & > li:last-child ul {
    columns: 2;
    column-gap: 16px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 4px 0;
    color: ${theme.color.accent};
    font-weight: 500;
  }
`
