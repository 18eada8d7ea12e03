import { createGlobalStyle } from 'styled-components'
import { theme } from './theme.ts'

// The @font-face rules are not here but in a <style> of their own (renderer/head/renderHead.ts), which nothing
// ever changes: a sheet holding @font-face rules that changes makes the browser lay out and shape every text of the
// page again (docs/performance.md).
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root { --focus-ring: ${theme.focusRing.onLight}; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 80px; }
  body {
    margin: 0;
    font-family: ${theme.font.sans};
    font-size: ${theme.type.body};
    /* 1.5 on a phone, where lines are short and the page long (docs/pages-and-copy.md, "On a phone"). */
    line-height: 1.5;
    color: ${theme.color.ink};
    background: ${theme.color.canvas};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  @media (min-width: ${theme.medium}) {
    body { line-height: 1.6; }
  }
  h1, h2, h3 { line-height: 1.15; margin: 0 0 0.5em; font-weight: ${theme.weight.bold}; letter-spacing: -0.022em; text-wrap: balance; }
  h1 { font-size: ${theme.type.h1}; font-weight: ${theme.weight.extrabold}; letter-spacing: -0.03em; }
  h2 { font-size: ${theme.type.h2}; }
  h3 { font-size: ${theme.type.h3}; letter-spacing: -0.012em; }
  p { margin: 0 0 1em; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  /* The skip link's target: focused so that Tab continues from there, not a control to outline. */
  main:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
