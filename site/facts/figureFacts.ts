import type { Localized } from './Localized.ts'

/**
 * The spec's figures (docs/pages-and-copy.md), each as a strip shows it: the figure, then what it measures. 24/7 is
 * monitoring and nothing else; `badge` is the short form a hero badge shows; the market figures are a projection, never the company's own volume.
 */
export const figureFacts = {
  payoutCountries: {
    value: { 'pt-BR': '50+', 'en-US': '50+' },
    label: { 'pt-BR': 'países de destino para os seus pagamentos', 'en-US': 'countries you can pay out to' },
    badge: { 'pt-BR': 'Mais de 50 países', 'en-US': '50+ countries' },
  },
  uptime: {
    value: { 'pt-BR': '99,9%', 'en-US': '99.9%' },
    label: { 'pt-BR': 'de disponibilidade da plataforma', 'en-US': 'platform uptime' },
    badge: { 'pt-BR': '99,9% de disponibilidade', 'en-US': '99.9% uptime' },
  },
  settlement: {
    value: { 'pt-BR': 'Segundos', 'en-US': 'Seconds' },
    label: { 'pt-BR': 'para liquidar', 'en-US': 'to settle' },
    badge: { 'pt-BR': 'Liquidação em segundos', 'en-US': 'Settled in seconds' },
  },
  processing: {
    value: { 'pt-BR': 'D+1', 'en-US': 'D+1' },
    label: { 'pt-BR': 'de processamento', 'en-US': 'processing' },
    badge: { 'pt-BR': 'D+1', 'en-US': 'D+1' },
  },
  monitoring: {
    value: { 'pt-BR': '24/7', 'en-US': '24/7' },
    label: { 'pt-BR': 'de monitoramento antifraude', 'en-US': 'fraud monitoring' },
    badge: { 'pt-BR': 'Monitoramento 24/7', 'en-US': '24/7 monitoring' },
  },
  marketGrowth: {
    value: { 'pt-BR': '7,3%', 'en-US': '7.3%' },
    label: {
      'pt-BR': 'de crescimento ao ano projetado para 2026–2030',
      'en-US': 'projected yearly growth, 2026–2030',
    },
  },
  marketSize: {
    value: { 'pt-BR': 'US$ 52,7 bilhões', 'en-US': 'USD 52.7 billion' },
    label: {
      'pt-BR': 'é quanto o mercado deve superar em 2030',
      'en-US': 'the market is projected to exceed by 2030',
    },
  },
} as const satisfies Record<string, { value: Localized; label: Localized; badge?: Localized }>

export type FigureId = keyof typeof figureFacts
