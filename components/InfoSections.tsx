import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { Coins, Cpu, Globe } from './icons.ts'
import { theme } from '../components/theme.ts'
import { InfoIllustration } from './visuals/InfoIllustration.tsx'
import { usePageContext } from './pageContext/pageContext.ts'
import { shared } from '../content/shared.ts'
import { factLabel } from '../site/facts/factLabel.ts'
import type { FactRef } from '../site/facts/FactRef.ts'

const sections = [
  { key: 'freedom', icon: Globe, tags: ['rail:SWIFT', 'rail:SEPA', 'rail:CIPS'] },
  { key: 'stablecoin', icon: Coins, tags: ['currency:USDT', 'currency:USDC', 'rail:crypto'] },
  { key: 'technology', icon: Cpu, tags: ['figure:uptime', 'figure:monitoring', 'kycAml'] },
] as const satisfies readonly { key: keyof typeof shared.info; icon: unknown; tags: readonly FactRef[] }[]

/**
 * Cross-border freedom, stablecoin settlement and technology (content/shared.ts), each with the facts it speaks of:
 * shared by the home page and every template page. `compact` (template pages) draws each section's art as its icon
 * and its facts in a row above the text, three columns from 1024 px: the same on every template page, so a short band after the
 * page's own blocks (docs/pages-and-copy.md).
 */
export function InfoSections({ compact = false }: { compact?: boolean }) {
  const { locale } = usePageContext()
  if (compact) return <CompactInfoSections />
  return (
    <Wrapper data-shared-block="info">
      <Columns>
        {sections.map((section, index) => (
          <Row key={section.key} $reverse={index % 2 === 1}>
            <Art>
              <InfoIllustration
                icon={section.icon}
                tags={section.tags.map((tag) => factLabel(tag, locale, { short: true }))}
              />
            </Art>
            <div>
              <h2>{shared.info[section.key].title[locale]}</h2>
              <p>{shared.info[section.key].body[locale]}</p>
            </div>
          </Row>
        ))}
      </Columns>
    </Wrapper>
  )
}

function CompactInfoSections() {
  const { locale } = usePageContext()
  return (
    <CompactWrapper data-shared-block="info">
      <CompactColumns>
        {sections.map(({ key, icon: Icon, tags }) => (
          <section key={key}>
            <Tags aria-hidden="true" data-testid="info-illustration">
              <Icon width={14} height={14} strokeWidth={2} aria-hidden="true" focusable="false" />
              {tags.map((tag) => (
                <span key={tag}>{factLabel(tag, locale, { short: true })}</span>
              ))}
            </Tags>
            <h2>{shared.info[key].title[locale]}</h2>
            <p>{shared.info[key].body[locale]}</p>
          </section>
        ))}
      </CompactColumns>
    </CompactWrapper>
  )
}

const CompactWrapper = styled.div`
  padding: 8px 0;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.line};
  @media (min-width: ${theme.wide}) {
    padding: 12px 0;
  }
`
const CompactColumns = styled(Container)`
  section {
    padding: 10px 0;
  }
  section + section {
    border-top: 1px solid ${theme.color.line};
  }
  h2 {
    font-size: 1.125rem;
    margin: 8px 0 2px;
  }
  p {
    margin: 0;
    color: ${theme.color.inkSoft};
    font-size: 0.9rem;
    line-height: 1.5;
  }
  @media (min-width: ${theme.wide}) {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 40px;
    section {
      padding: 0;
    }
    section + section {
      border-top: 0;
    }
  }
`
// The facts the section speaks of, as chips beside its icon: the illustration's content at the size of a line.
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  width: fit-content;
  min-width: 120px;
  svg {
    box-sizing: content-box;
    padding: 5px;
    border-radius: 50%;
    background: ${theme.color.navy};
    color: ${theme.color.accentBright};
  }
  span {
    font-size: 0.75rem;
    font-weight: ${theme.weight.semibold};
    line-height: 1;
    padding: 5px 9px;
    border-radius: 999px;
    background: ${theme.color.canvas};
    border: 1px solid ${theme.color.line};
  }
`
const Wrapper = styled.div`
  padding: 16px 0;
  background: ${theme.color.surface};
  @media (min-width: ${theme.medium}) {
    padding: 64px 0;
  }
  @media (min-width: ${theme.wide}) {
    padding: 32px 0;
  }
`
// Side by side on a wide screen, so the blocks every page shares stay a short part of it (docs/pages-and-copy.md).
const Columns = styled(Container)`
  @media (min-width: ${theme.wide}) {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 40px;
  }
`
// On a phone the text flows around a small illustration, on alternate sides, so the three sections stay short.
const Row = styled.section<{ $reverse: boolean }>`
  display: flow-root;
  padding: 20px 0;
  & + section {
    border-top: 1px solid ${theme.color.line};
  }
  h2 {
    font-size: 1.35rem;
  }
  p {
    color: ${theme.color.inkSoft};
    margin: 0;
    max-width: 760px;
  }
  & > :first-child {
    float: ${(p) => (p.$reverse ? 'right' : 'left')};
    width: 160px;
    margin: 0 ${(p) => (p.$reverse ? '0 8px 16px' : '16px 8px 0')};
  }
  @media (min-width: ${theme.medium}) {
    display: grid;
    align-items: center;
    padding: 32px 0;
    grid-template-columns: 220px 1fr;
    gap: 48px;
    direction: ${(p) => (p.$reverse ? 'rtl' : 'ltr')};
    & + section {
      border-top: 0;
    }
    & > * {
      direction: ltr;
    }
    & > :first-child {
      float: none;
      width: auto;
      margin: 0;
    }
    h2 {
      font-size: 1.75rem;
    }
    p {
      font-size: 1.1rem;
      margin: 0 0 1em;
    }
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: 1fr;
    direction: ltr;
    align-items: start;
    gap: 16px;
    padding: 0;
    h2 {
      font-size: 1.35rem;
    }
    p {
      font-size: 1rem;
    }
  }
`
const Art = styled.div`
  max-width: 220px;
  @media (min-width: ${theme.wide}) {
    max-width: 120px;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 200 / 160;
  }
`
