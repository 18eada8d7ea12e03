import { createGlobalStyle } from 'styled-components'
import { theme } from './theme.ts'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root { --focus-ring: ${theme.focusRing.onLight}; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 80px; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 16px;
    line-height: 1.6;
    color: ${theme.color.ink};
    background: ${theme.color.canvas};
  }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  /* The skip link's target: focused so that Tab continues from there, not a control to outline. */
  main:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
