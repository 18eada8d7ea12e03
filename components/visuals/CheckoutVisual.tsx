import {
  Bitcoin,
  Gamepad2,
  GraduationCap,
  Megaphone,
  Plane,
  RefreshCw,
  ShoppingBag,
  Store,
  Trophy,
  Tv,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react'
import type { Scene } from '../../site/heroVisual.ts'
import { theme } from '../theme.ts'
import { Chip, chipPositions, Label, Panel, Skeleton, SuccessPill, Tick } from './svgParts.tsx'
import type { VisualProps } from './visualProps.ts'
import { sceneMessages, visualMessages } from './visualMessages.ts'

const sceneIcons: Record<Scene, LucideIcon> = {
  ecommerce: ShoppingBag,
  marketplaces: Store,
  travel: Plane,
  education: GraduationCap,
  streaming: Tv,
  betting: Trophy,
  subscriptions: RefreshCw,
  'crypto-exchanges': Bitcoin,
  gaming: Gamepad2,
  payroll: Users,
  creators: Video,
  'media-ads': Megaphone,
}

type CheckoutProps = VisualProps & {
  scene: Scene
  methods: readonly string[]
  payout?: boolean
  label: (code: string) => string
}

/**
 * An industry's business being paid: what is paid for, the methods offered, approved. Marketplaces, payroll and
 * creators pay out instead: several recipients, each paid.
 */
export function CheckoutVisual({ scene, methods, payout = false, accent, t, label }: CheckoutProps) {
  const Icon = sceneIcons[scene]
  const labels = methods.map(label)
  const lefts = chipPositions(labels, 70)
  return (
    <Panel x={46} y={28} width={388} height={344}>
      <rect x={70} y={52} width={52} height={52} rx={14} fill={accent} />
      <Icon x={82} y={64} width={28} height={28} color={theme.color.navyDeep} aria-hidden="true" />
      <Label x={136} y={76} size={15} weight={800}>
        {t(sceneMessages[scene])}
      </Label>
      <Skeleton x={136} y={88} width={120} height={9} />
      {payout
        ? [0, 1, 2].map((row) => (
            <g key={row}>
              <circle cx={88} cy={142 + row * 44} r={15} fill={accent} opacity={0.35} />
              <Skeleton x={114} y={134 + row * 44} width={[120, 96, 132][row]} />
              <Skeleton x={114} y={150 + row * 44} width={64} height={7} />
              <Skeleton x={300} y={137 + row * 44} width={56} height={12} fill={theme.color.ink} />
              <Tick cx={392} cy={142 + row * 44} r={10} />
            </g>
          ))
        : [0, 1].map((row) => (
            <g key={row}>
              <rect x={70} y={124 + row * 52} width={40} height={40} rx={10} fill="#f1f4f9" />
              <Skeleton x={124} y={134 + row * 52} width={[150, 110][row]} />
              <Skeleton x={124} y={152 + row * 52} width={70} height={7} />
              <Skeleton x={340} y={138 + row * 52} width={60} height={12} fill={theme.color.ink} />
            </g>
          ))}
      <line x1={70} x2={410} y1={262} y2={262} stroke={theme.visual.panelLine} strokeWidth={1.5} />
      {labels.map((text, index) => (
        <Chip key={text} x={lefts[index]} y={276} label={text} accent={accent} solid={index === 0} />
      ))}
      <SuccessPill x={70} y={326} label={t(payout ? visualMessages.payoutSent : visualMessages.paymentApproved)} />
    </Panel>
  )
}
