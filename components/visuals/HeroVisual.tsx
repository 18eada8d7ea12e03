import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import type { HeroVisual as HeroVisualSpec } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { BankTransferVisual } from './BankTransferVisual.tsx'
import { CheckoutVisual, checkoutRows, payoutRows } from './CheckoutVisual.tsx'
import { CountryVisual } from './CountryVisual.tsx'
import { FlowVisual, type FlowItem } from './FlowVisual.tsx'
import { CompanyVisual } from './CompanyVisual.tsx'
import { usePageContext } from '../pageContext/pageContext.ts'
import { factLabel } from '../../site/facts/factLabel.ts'
import type { FactRef } from '../../site/facts/FactRef.ts'
import type { SceneWords } from './visualProps.ts'
import { InstallmentsVisual } from './InstallmentsVisual.tsx'
import { InvoiceVisual } from './InvoiceVisual.tsx'
import { NetworkVisual } from './NetworkVisual.tsx'
import { PhoneTransferVisual } from './PhoneTransferVisual.tsx'
import { PixQrVisual } from './PixQrVisual.tsx'
import { RateCardVisual } from './RateCardVisual.tsx'
import { RiskCheckVisual } from './RiskCheckVisual.tsx'
import { visualMessages as m } from './visualMessages.ts'
import { WalletVisual } from './WalletVisual.tsx'

export type VisualFamily = keyof typeof theme.family

/**
 * The hero's product visual, drawn from its registry entry as inline SVG on the server (page bodies are HTML only,
 * so it costs no JavaScript). Every label is a fact of the registry in the page's language; one image to assistive
 * technology, described in the page's language.
 */
export function HeroVisual({
  visual,
  family,
  scene,
}: {
  visual: HeroVisualSpec
  family: VisualFamily
  /** An industry page's scene words (its record's `scene`, in the page's language). */
  scene?: SceneWords | undefined
}) {
  const { i18n } = useLingui()
  const { locale } = usePageContext()
  const t = (message: MessageDescriptor) => i18n._(message)
  const fact = (ref: FactRef) => factLabel(ref, locale)
  const steps = { fx: m.fx, ramp: m.ramp, platform: m.platform } as const
  const label = (item: FlowItem) =>
    item === 'fx' || item === 'ramp' || item === 'platform' ? t(steps[item]) : fact(item)
  const list = (items: readonly FlowItem[]) => items.map(label).join(', ')
  const accent = theme.family[family].accent
  const props = { accent, t, fact }
  const [alt, drawing] = ((): [string, ReactNode] => {
    switch (visual.kind) {
      case 'network':
        return [`${t(m.networkAlt)} ${visual.settle.join(', ')}`, <NetworkVisual {...props} settle={visual.settle} />]
      case 'company':
        return [t(m.companyAlt), <CompanyVisual {...props} />]
      case 'flow':
        return [
          `${t(m.flowAlt)}: ${list(visual.from)} → ${list(visual.via)} → ${list(visual.to)}`,
          <FlowVisual {...props} {...visual} label={label} />,
        ]
      case 'rateCard':
        return [
          `${t(m.rateCardAlt)}: ${visual.pairs.map(([base, quote, rail]) => `${base}/${quote} (${fact(`rail:${rail}`)})`).join(', ')}`,
          <RateCardVisual {...props} pairs={visual.pairs} />,
        ]
      case 'invoice':
        return [
          `${t(m.invoiceAlt)}: ${list(visual.paidWith)}`,
          <InvoiceVisual {...props} paidWith={visual.paidWith} scene={scene?.title} />,
        ]
      case 'riskCheck':
        return [t(m.riskAlt), <RiskCheckVisual {...props} />]
      case 'pixQr':
        return [t(m.pixAlt), <PixQrVisual {...props} />]
      case 'installments':
        return [
          scene ? `${scene.title}: ${t(m.cardsAlt)}` : t(m.cardsAlt),
          <InstallmentsVisual {...props} scene={scene?.title} />,
        ]
      case 'bankTransfer':
        return [t(m.speiAlt), <BankTransferVisual {...props} />]
      case 'phoneTransfer':
        return [t(m.transfiyaAlt), <PhoneTransferVisual {...props} />]
      case 'wallet':
        return [`${t(m.walletAlt)}: ${visual.coins.join(', ')}`, <WalletVisual {...props} coins={visual.coins} />]
      case 'country':
        return [
          `${t(m.countryAlt)}: ${fact(`country:${visual.country}`)}`,
          <CountryVisual {...props} country={visual.country} />,
        ]
      case 'checkout':
      case 'payout': {
        // The content check refuses a scene whose record has no title and note (industryRecordFor,
        // content/schema/landingRecord.ts).
        if (!scene?.note) throw new Error(`a ${visual.kind} visual needs its record’s scene title and note`)
        const payout = visual.kind === 'payout'
        const rows = payout ? payoutRows(visual.to) : checkoutRows(visual.methods)
        const named = rows.map((row) => (payout ? `${fact(row.name)} (${row.currency})` : fact(row.name)))
        return [
          `${scene.title}: ${t(payout ? m.payoutAlt : m.checkoutAlt)} ${named.join(', ')}`,
          <CheckoutVisual
            {...props}
            icon={visual.icon}
            title={scene.title}
            note={scene.note}
            rows={rows}
            payout={payout}
          />,
        ]
      }
    }
  })()
  return (
    <Figure>
      <svg viewBox="0 0 480 400" role="img" aria-label={alt} data-testid="hero-visual" data-visual={visual.kind}>
        {drawing}
      </svg>
    </Figure>
  )
}

// Under the text below 1024 px, as wide as the text up to its full 480 px (350 px on a 390 px phone, so its smallest
// type reads at 11.7 px; docs/pages-and-copy.md, "On a phone").
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
