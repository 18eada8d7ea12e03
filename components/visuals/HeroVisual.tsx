import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import type { HeroVisual as HeroVisualSpec } from '../../site/heroVisual.ts'
import { badgeMessages } from '../badgeMessages.ts'
import { theme } from '../theme.ts'
import { BankTransferVisual } from './BankTransferVisual.tsx'
import { CheckoutVisual } from './CheckoutVisual.tsx'
import { CountryVisual } from './CountryVisual.tsx'
import { FlowVisual } from './FlowVisual.tsx'
import { InstallmentsVisual } from './InstallmentsVisual.tsx'
import { InvoiceVisual } from './InvoiceVisual.tsx'
import { NetworkVisual } from './NetworkVisual.tsx'
import { PhoneTransferVisual } from './PhoneTransferVisual.tsx'
import { PixQrVisual } from './PixQrVisual.tsx'
import { RateCardVisual } from './RateCardVisual.tsx'
import { RiskCheckVisual } from './RiskCheckVisual.tsx'
import { countryNames, sceneMessages, visualMessages as m } from './visualMessages.ts'
import { WalletVisual } from './WalletVisual.tsx'

export type VisualFamily = keyof typeof theme.family

/**
 * The hero's product visual, drawn from its registry entry as inline SVG on the server (page bodies are HTML only,
 * so it costs no JavaScript). One image to assistive technology, described in the page's language.
 */
export function HeroVisual({ visual, family }: { visual: HeroVisualSpec; family: VisualFamily }) {
  const { i18n } = useLingui()
  const t = (message: MessageDescriptor) => i18n._(message)
  const label = (code: string) =>
    badgeMessages[code] ? t(badgeMessages[code]) : code === 'FX' ? t(m.fx) : code === 'on/off' ? t(m.ramp) : code
  const list = (codes: readonly string[]) => codes.map(label).join(', ')
  const accent = theme.family[family].accent
  const props = { accent, t }
  const [alt, drawing] = ((): [string, ReactNode] => {
    switch (visual.kind) {
      case 'network':
        return [`${t(m.networkAlt)} ${list(visual.settle)}`, <NetworkVisual {...props} settle={visual.settle} />]
      case 'flow':
        return [
          `${t(m.flowAlt)}: ${list(visual.from)} → ${list(visual.via)} → ${list(visual.to)}`,
          <FlowVisual {...props} {...visual} label={label} />,
        ]
      case 'rateCard':
        return [
          `${t(m.rateCardAlt)}: ${visual.pairs.map(([base, quote, rail]) => `${base}/${quote} (${rail})`).join(', ')}`,
          <RateCardVisual {...props} pairs={visual.pairs} />,
        ]
      case 'invoice':
        return [
          `${t(m.invoiceAlt)}: ${list(visual.methods)}`,
          <InvoiceVisual {...props} methods={visual.methods} scene={visual.scene} label={label} />,
        ]
      case 'riskCheck':
        return [t(m.riskAlt), <RiskCheckVisual {...props} />]
      case 'pixQr':
        return [t(m.pixAlt), <PixQrVisual {...props} />]
      case 'installments':
        return [
          visual.scene ? `${t(sceneMessages[visual.scene])}: ${t(m.cardsAlt)}` : t(m.cardsAlt),
          <InstallmentsVisual {...props} scene={visual.scene} />,
        ]
      case 'bankTransfer':
        return [t(m.speiAlt), <BankTransferVisual {...props} />]
      case 'phoneTransfer':
        return [t(m.transfiyaAlt), <PhoneTransferVisual {...props} />]
      case 'wallet':
        return [
          `${t(m.walletAlt)}: ${visual.networks.join(', ')}`,
          <WalletVisual {...props} coins={visual.coins} networks={visual.networks} />,
        ]
      case 'country': {
        const name = t(countryNames[visual.country])
        return [
          `${t(m.countryAlt)}: ${name}; ${list(visual.methods)}; ${visual.currency}`,
          <CountryVisual {...props} {...visual} name={name} label={label} />,
        ]
      }
      case 'checkout':
        return [
          `${t(sceneMessages[visual.scene])}: ${t(visual.payout ? m.payoutAlt : m.checkoutAlt)} ${list(visual.methods)}`,
          <CheckoutVisual
            {...props}
            scene={visual.scene}
            methods={visual.methods}
            payout={visual.payout}
            label={label}
          />,
        ]
    }
  })()
  return (
    <Figure>
      <svg
        viewBox="0 0 480 400"
        role="img"
        aria-label={alt}
        data-testid="hero-visual"
        data-visual={visual.kind}
        fontFamily={theme.font.sans}
      >
        {drawing}
      </svg>
    </Figure>
  )
}

const Figure = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  svg {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 480 / 400;
  }
`
