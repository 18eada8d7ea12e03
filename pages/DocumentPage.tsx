import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { theme } from '../components/theme.ts'
import { numberedPairs } from '../renderer/i18n/numberedPairs.ts'
import { useCopy } from '../renderer/i18n/useCopy.ts'
import { RichText } from '../components/RichText.tsx'

/**
 * A long-form page (terms, privacy) from its copy: heroTitle, intro, updated, and section{N}Title /
 * section{N}Body for N = 1..12; a blank line in a body starts a new paragraph, a block of "- " lines is a list.
 */
export function DocumentPage() {
  const copy = useCopy()
  const sections = numberedPairs(copy, 'section', 'Title', 'Body', 12)
  return (
    <Article>
      <Container>
        <h1>{copy.text('heroTitle')}</h1>
        {copy.has('updated') && <Updated>{copy.text('updated')}</Updated>}
        {copy.has('intro') && <Intro>{copy.text('intro')}</Intro>}
        {sections.map((section, index) => (
          <section key={index} aria-labelledby={`section-${index + 1}`}>
            <h2 id={`section-${index + 1}`}>{section.title}</h2>
            <RichText text={section.description} />
          </section>
        ))}
      </Container>
    </Article>
  )
}

const Article = styled.article`
  background: ${theme.color.surface};
  padding: 56px 0 72px;
  h1 { font-size: clamp(2rem, 4vw, 2.75rem); }
  h2 { font-size: 1.4rem; margin-top: 40px; }
  p, ul, h1, h2 { max-width: 780px; }
  p, li { color: ${theme.color.inkSoft}; white-space: pre-line; }
  ul { padding-left: 1.25em; }
  li + li { margin-top: 6px; }
`
const Updated = styled.p`
  font-size: 14px;
`
const Intro = styled.p`
  font-size: 1.15rem;
`
