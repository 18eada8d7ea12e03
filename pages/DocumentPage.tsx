import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { RichText } from '../components/RichText.tsx'
import { theme } from '../components/theme.ts'
import type { DocumentRecordInput } from '../content/schema/documentRecord.ts'
import { usePageContext } from '../components/pageContext/pageContext.ts'

const onThisPage = msg({ id: 'document.onThisPage', message: 'Nesta página' })

/**
 * A long-form page (terms, privacy) from its content record: title, last update, intro and numbered sections; a blank line in
 * a section's body starts a new paragraph, a block of "- " lines is a list. A table of contents leads to each
 * section: above the text on small screens, beside it and sticky on wide ones. Plain anchors, so it needs no script.
 */
export function DocumentPage({ record }: { record: DocumentRecordInput }) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const sections = record.sections.map((section, index) => ({
    id: `section-${index + 1}`,
    title: section.title[locale],
    body: section.body[locale],
  }))
  return (
    <Article>
      <Layout>
        <Header>
          <h1>{record.title[locale]}</h1>
          <Updated>{record.updated[locale]}</Updated>
          <Intro>{record.intro[locale]}</Intro>
        </Header>
        <Contents aria-labelledby="document-contents" data-testid="document-contents">
          <h2 id="document-contents">{i18n._(onThisPage)}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Body>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              <RichText text={section.body} />
            </section>
          ))}
        </Body>
      </Layout>
    </Article>
  )
}

const Article = styled.article`
  background: ${theme.color.surface};
  padding: 56px 0 72px;
  p,
  li {
    color: ${theme.color.inkSoft};
  }
`
const Layout = styled(Container)`
  display: grid;
  gap: 32px 64px;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'header' 'contents' 'body';
  @media (min-width: ${theme.wide}) {
    grid-template-columns: minmax(0, 68ch) minmax(220px, 1fr);
    grid-template-areas: 'header .' 'body contents';
  }
`
const Header = styled.div`
  grid-area: header;
  h1 {
    font-size: ${theme.type.h1};
  }
`
const Updated = styled.p`
  font-size: ${theme.type.small};
`
const Intro = styled.p`
  font-size: 1.15rem;
  margin-bottom: 0;
`
const Contents = styled.nav`
  grid-area: contents;
  align-self: start;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius};
  padding: 20px 24px;
  background: ${theme.color.canvas};
  h2 {
    font-size: ${theme.type.small};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin: 0 0 8px;
    color: ${theme.color.ink};
  }
  ol {
    margin: 0;
    padding-left: 1.25em;
  }
  li {
    margin: 0;
  }
  a {
    display: block;
    padding: 5px 0;
    color: ${theme.color.ink};
    text-decoration: none;
    font-size: 15px;
    line-height: 1.4;
  }
  a:hover {
    text-decoration: underline;
  }
  @media (min-width: ${theme.wide}) {
    position: sticky;
    top: 96px;
    max-height: calc(100vh - 120px);
    overflow-y: auto;
  }
`
const Body = styled.div`
  grid-area: body;
  h2 {
    font-size: 1.4rem;
    margin-top: 40px;
  }
  section:first-child h2 {
    margin-top: 0;
  }
  p,
  li {
    white-space: pre-line;
  }
  ul {
    padding-left: 1.25em;
  }
  li + li {
    margin-top: 6px;
  }
`
