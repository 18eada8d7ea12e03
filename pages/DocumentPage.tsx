import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { RichText } from '../components/RichText.tsx'
import { theme } from '../components/theme.ts'
import type { DocumentCopy } from './copyTypes.ts'

/**
 * A long-form page (terms, privacy) from its copy: title, last update, intro and numbered sections; a blank line in
 * a section's body starts a new paragraph, a block of "- " lines is a list.
 */
export function DocumentPage({ copy }: { copy: DocumentCopy }) {
  const { i18n } = useLingui()
  return (
    <Article>
      <Container>
        <h1>{i18n._(copy.heroTitle)}</h1>
        <Updated>{i18n._(copy.updated)}</Updated>
        <Intro>{i18n._(copy.intro)}</Intro>
        {copy.sections.map((section, index) => (
          <section key={index} aria-labelledby={`section-${index + 1}`}>
            <h2 id={`section-${index + 1}`}>{i18n._(section.title)}</h2>
            <RichText text={i18n._(section.body)} />
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
