/**
 * The figures a page says at most once (docs/pages-and-copy.md: "say how they fit at most once per page"; docs/pages-and-copy.md),
 * per language, as regex sources over folded lower-case text: D+1, settlement in seconds, 99.9% uptime and 24/7
 * monitoring.
 */
export const onceFigures = [
  { figure: 'D+1', 'pt-BR': ['d\\s*\\+\\s*1'], 'en-US': ['d\\s*\\+\\s*1'] },
  { figure: 'seconds', 'pt-BR': ['segundos'], 'en-US': ['seconds'] },
  { figure: '99.9%', 'pt-BR': ['99[.,]9\\s*%'], 'en-US': ['99[.,]9\\s*%'] },
  {
    figure: '24/7',
    'pt-BR': ['24\\s*/\\s*7', '24\\s*x\\s*7', '24 horas por dia'],
    'en-US': ['24\\s*/\\s*7', '24\\s*x\\s*7', '24 hours a day', 'around the clock'],
  },
] as const
