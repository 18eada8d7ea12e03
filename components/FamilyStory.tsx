import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { familyMessages, landingLinkMessage } from './layout/navMessages.ts'
import { usePageContext } from './pageContext/usePageContext.ts'
import { families, landingPages, landingPath, type Family, type LandingPageEntry } from '../site/landingPages.ts'
import { landingStory } from '../site/landingStories.ts'
import { localizePath } from '../site/localizePath.ts'
import type { StoryCopy } from './StoryCopy.ts'
import { Container } from './Container.tsx'
import { storyMessages as m } from './storyMessages.ts'
import { theme } from './theme.ts'

/** The fiat currencies a company may settle in (the spec's list; stablecoins are named after them). */
const settlementCurrencies = ['USD', 'EUR', 'CNY', 'BRL', 'MXN'] as const

/** The steps a family adds to the page's own (its copy), from the registry's facts (docs/pages-and-copy.md). */
function drawnSteps(i18n: I18n, page: LandingPageEntry, ownSteps: number, names: (family: Family) => string): string[] {
  const story = landingStory(page)
  const currency = story.currency ?? 'USD'
  // The other settlement currencies, so a step never names the collected one twice ('BRL … or BRL').
  const others = settlementCurrencies.filter((code) => code !== currency).join(', ')
  const secondsAndD1 = i18n._(m.secondsAndD1)
  switch (page.family) {
    case 'solutions':
      return []
    case 'methods':
      return [i18n._({ ...m.methodReceives, values: { currency, others } }), secondsAndD1]
    case 'countries':
      return [
        i18n._({ ...m.countryPays, values: { methods: names('methods') } }),
        i18n._({ ...m.countryReceives, values: { currency, others } }),
        secondsAndD1,
      ]
    case 'industries':
      // An industry that is paid but pays nothing out says how it settles before the line on seconds and D+1.
      return ownSteps === 1 ? [i18n._(m.industrySettles), secondsAndD1] : [secondsAndD1]
  }
}

/** What each step is about: the payer, the company, the timing; a solution's own steps in order. */
function stepKickers(family: Family, ownSteps: number) {
  switch (family) {
    case 'solutions':
      return [m.first, m.then, m.finally]
    case 'methods':
    case 'countries':
      return [m.customerPays, m.youReceive, m.timing]
    case 'industries':
      return [m.customerPays, ownSteps === 2 ? m.youPayOut : m.youReceive, m.timing]
  }
}

/** A menu label inside a sentence: 'Cartões parcelados' reads 'cartões parcelados'; PIX and SPEI stay. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label)

/** The registry pages a story links to, per family, in the registry's order of families. */
function relatedPages(page: LandingPageEntry) {
  const story = landingStory(page)
  return families
    .map((family) => ({
      family,
      pages: landingPages.filter(
        (other) => other.family === family && other !== page && (story[family] ?? []).includes(other.slug),
      ),
    }))
    .filter(({ pages }) => pages.length > 0)
}

/**
 * Below the cards, before the blocks every page shares: how this page's product works, in three steps (the page's
 * own copy first, then what the registry's facts say), and links to the related pages of the other families.
 */
export function FamilyStory({ page, copy }: { page: LandingPageEntry; copy: StoryCopy }) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const related = relatedPages(page)
  const names = (family: Family) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      related
        .find((group) => group.family === family)
        ?.pages.map((other) => inSentence(i18n._(landingLinkMessage(other)))) ?? [],
    )
  const own = copy.steps.map((step) => i18n._(step))
  const steps = [...own, ...drawnSteps(i18n, page, own.length, names)]
  const ownKickers = copy.kickers ?? []
  const kickers = [...ownKickers, ...stepKickers(page.family, own.length).slice(ownKickers.length)].map((kicker) =>
    i18n._(kicker),
  )
  return (
    <Section aria-labelledby="story-heading" data-testid="family-story">
      <Container>
        <h2 id="story-heading">{i18n._(copy.title)}</h2>
        <Steps>
          {steps.map((step, index) => (
            <li key={step}>
              <Number aria-hidden="true">{index + 1}</Number>
              <div>
                <h3>{kickers[index]}</h3>
                <p>{step}</p>
              </div>
            </li>
          ))}
        </Steps>
        {related.length > 0 && (
          <Related aria-label={i18n._(m.related)}>
            <h3>{i18n._(m.related)}</h3>
            {related.map(({ family, pages }) => (
              <div key={family}>
                <span>{i18n._(familyMessages[family])}</span>
                <ul>
                  {pages.map((other) => (
                    <li key={other.slug}>
                      <a href={localizePath(landingPath(other), locale)}>{i18n._(landingLinkMessage(other))}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Related>
        )}
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: 56px 0 64px;
  background: ${theme.color.canvas};
  h2 {
    font-size: ${theme.type.h2};
    margin: 0 0 28px;
    max-width: 760px;
  }
`
const Steps = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(3, 1fr);
    gap: 20px;
  }
  h3 {
    margin: 4px 0 6px;
    font-size: 1.05rem;
  }
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
    padding: 20px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius};
  }
  p {
    margin: 0;
    color: ${theme.color.ink};
  }
`
const Number = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.color.navy};
  color: ${theme.color.onDark};
  font-weight: ${theme.weight.bold};
`
const Related = styled.nav`
  margin-top: 28px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  align-items: baseline;
  h3 {
    flex-basis: 100%;
    margin: 0;
    font-size: ${theme.type.small};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.color.inkSoft};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  span {
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.inkSoft};
    margin-right: 4px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid ${theme.color.line};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    font-weight: ${theme.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.accent};
  }
`
