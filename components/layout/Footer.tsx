import { msg } from '@lingui/core/macro'
import { BrandInstagram, BrandLinkedin } from '../icons.ts'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { BrandLogo } from '../brand/BrandLogo.tsx'
import { Container } from '../Container.tsx'
import { LinkList } from '../LinkList.tsx'
import { theme } from '../theme.ts'
import { useLocalePath } from '../locale/useLocalePath.ts'
import { usePageContext } from '../pageContext/pageContext.ts'
import { useNavGroups } from './navGroups.ts'

const text = {
  description: msg({
    id: 'footer.description',
    message:
      'Pagamentos internacionais e câmbio para empresas que vendem na América Latina: PIX, SPEI, Transfiya, cartões parcelados e USDT.',
  }),
  legal: msg({ id: 'footer.legal', message: 'Legal' }),
  privacy: msg({ id: 'footer.privacy', message: 'Política de Privacidade' }),
  terms: msg({ id: 'footer.terms', message: 'Termos de Uso' }),
  about: msg({ id: 'footer.about', message: 'Sobre nós' }),
  social: msg({ id: 'footer.social', message: 'Redes sociais' }),
  rights: msg({ id: 'footer.rights', message: 'Todos os direitos reservados.' }),
}

// Brand marks come from Tabler's icon set (lucide has none); the link's name is the network's, the icon is decorative.
const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/fluxa-payments', Icon: BrandLinkedin },
  { name: 'Instagram', href: 'https://www.instagram.com/fluxa.payments', Icon: BrandInstagram },
]

export function Footer() {
  const { i18n } = useLingui()
  const { year } = usePageContext()
  const localePath = useLocalePath()
  const columns = [
    // Exactly the spec's columns: Solutions, Methods, Countries (four each) and Legal (docs/pages-and-copy.md). The
    // industries' four featured pages are the 404 page's suggestions, not a footer column.
    ...useNavGroups({ footerOnly: true }).filter((group) => group.family !== 'industries'),
    {
      family: 'legal',
      label: i18n._(text.legal),
      links: [
        { href: localePath('/privacy'), label: i18n._(text.privacy) },
        { href: localePath('/terms'), label: i18n._(text.terms) },
        { href: localePath('/about-us'), label: i18n._(text.about) },
      ],
    },
  ]
  return (
    <Wrapper>
      <Grid>
        <About>
          <Brand>
            <BrandLogo size={32} color={theme.color.onDark} />
            <VisuallyHidden>Fluxa</VisuallyHidden>
          </Brand>
          <p>{i18n._(text.description)}</p>
          <Social aria-label={i18n._(text.social)}>
            {socialLinks.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank" aria-label={name} title={name}>
                  <Icon size={22} strokeWidth={1.75} aria-hidden="true" focusable="false" />
                </a>
              </li>
            ))}
          </Social>
        </About>
        {columns.map((column) => (
          <nav key={column.family} aria-label={column.label}>
            <h2>{column.label}</h2>
            <LinkList links={column.links} />
          </nav>
        ))}
      </Grid>
      <Container>
        <Copyright>
          © {year} Fluxa. {i18n._(text.rights)}
        </Copyright>
      </Container>
    </Wrapper>
  )
}

const Wrapper = styled.footer`
  background: ${theme.color.navy};
  --focus-ring: ${theme.focusRing.onDark};
  color: ${theme.color.onDarkSoft};
  padding: 32px 0 20px;
  @media (min-width: ${theme.medium}) {
    padding: 56px 0 24px;
  }
  a {
    color: ${theme.color.onDark};
    text-decoration: none;
    display: inline-block;
    padding: 4px 0;
  }
  a:hover {
    text-decoration: underline;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h2 {
    font-size: 14px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.color.onDark};
  }
`
const Grid = styled(Container)`
  display: grid;
  gap: 24px 20px;
  @media (min-width: ${theme.medium}) {
    gap: 32px;
  }
  /* Two columns on phones, the four columns in a row from tablets, the description beside them on wide screens. */
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(4, 1fr);
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: 1.6fr repeat(4, 1fr);
  }
  & > * {
    min-width: 0;
  }
`
// On a phone and a tablet the social links sit beside the logo, above the description.
const About = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'brand social' 'text text';
  align-items: center;
  row-gap: ${theme.space.md};
  > :first-child {
    grid-area: brand;
    margin: 0;
  }
  > p {
    grid-area: text;
  }
  > ul {
    grid-area: social;
  }
  @media (min-width: ${theme.wide}) {
    grid-column: auto;
    display: block;
    > :first-child {
      margin-bottom: ${theme.space.lg};
    }
  }
`
const Social = styled.ul`
  display: flex;
  gap: 12px;
  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid rgba(255, 255, 255, 0.24);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`
const Brand = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.color.onDark};
`
const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`
const Copyright = styled.p`
  margin: 28px 0 0;
  padding-top: 16px;
  @media (min-width: ${theme.medium}) {
    margin-top: 40px;
    padding-top: 24px;
  }
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 14px;
`
