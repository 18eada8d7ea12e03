import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { styled } from 'styled-components'
import { Container } from '../components/Container.tsx'
import { Coins, Cpu, Globe } from 'lucide-react'
import { theme } from '../components/theme.ts'
import { InfoIllustration } from './visuals/InfoIllustration.tsx'

const sections = [
  {
    key: 'freedom',
    icon: Globe,
    tags: ['SWIFT', 'SEPA', 'CIPS'],
    title: msg({ id: 'info.freedom.title', message: 'Liberdade para operar além das fronteiras' }),
    body: msg({
      id: 'info.freedom.body',
      message:
        'Receba de clientes no Brasil, no México, na Argentina e na Colômbia pelos métodos que eles já usam e liquide em USD, EUR, CNY, BRL ou MXN. Pagamentos para mais de 50 países pelos trilhos SWIFT, SEPA e CIPS.',
    }),
  },
  {
    key: 'stablecoin',
    icon: Coins,
    tags: ['USDT', 'USDC', 'BTC'],
    title: msg({ id: 'info.stablecoin.title', message: 'Liquidação em stablecoin (USDT)' }),
    body: msg({
      id: 'info.stablecoin.body',
      message:
        'Prefere liquidar em cripto? Converta recebimentos locais em USDT, USDC ou BTC e receba em segundos, 24 horas por dia, 7 dias por semana, inclusive fins de semana e feriados, com a mesma conciliação da liquidação em moeda fiduciária.',
    }),
  },
  {
    key: 'technology',
    icon: Cpu,
    tags: ['API', '24/7', 'KYC/AML'],
    title: msg({ id: 'info.technology.title', message: 'Tecnologia feita para escala' }),
    body: msg({
      id: 'info.technology.body',
      message:
        'Uma única API para pay-in, payout e câmbio, com 99,9% de disponibilidade, processamento D+1, monitoramento antifraude 24/7 e verificação KYC/AML integrada ao fluxo de pagamento.',
    }),
  },
] as const

/** Cross-border freedom, USDT settlement and technology: shared by the home page and every template page. */
export function InfoSections() {
  const { i18n } = useLingui()
  return (
    <Wrapper data-shared-block="info">
      <Columns>
        {sections.map((section, index) => (
          <Row key={section.key} $reverse={index % 2 === 1}>
            <Art>
              <InfoIllustration icon={section.icon} tags={section.tags} />
            </Art>
            <div>
              <h2>{i18n._(section.title)}</h2>
              <p>{i18n._(section.body)}</p>
            </div>
          </Row>
        ))}
      </Columns>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  padding: 64px 0;
  background: ${theme.color.surface};
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
const Row = styled.section<{ $reverse: boolean }>`
  display: grid;
  gap: 24px;
  align-items: center;
  padding: 32px 0;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: 220px 1fr;
    gap: 48px;
    direction: ${(p) => (p.$reverse ? 'rtl' : 'ltr')};
    & > * {
      direction: ltr;
    }
  }
  h2 {
    font-size: 1.75rem;
  }
  p {
    color: ${theme.color.inkSoft};
    font-size: 1.1rem;
    max-width: 760px;
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
