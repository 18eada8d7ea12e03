import type { z } from 'zod'
import type { PageKey } from '../site/landingPages.ts'
import type { familySchemas } from './schema/familySchemas.ts'
import { argentina } from './countries/argentina.ts'
import { betting } from './industries/betting.ts'
import { billing } from './solutions/billing.ts'
import { brazil } from './countries/brazil.ts'
import { cards } from './methods/cards.ts'
import { colombia } from './countries/colombia.ts'
import { creators } from './industries/creators.ts'
import { crossBorder } from './solutions/cross-border.ts'
import { cryptoExchanges } from './industries/crypto-exchanges.ts'
import { ecommerce } from './industries/ecommerce.ts'
import { education } from './industries/education.ts'
import { fraudPrevention } from './solutions/fraud-prevention.ts'
import { fxDesk } from './solutions/fx-desk.ts'
import { gaming } from './industries/gaming.ts'
import { marketplaces } from './industries/marketplaces.ts'
import { mediaAds } from './industries/media-ads.ts'
import { mexico } from './countries/mexico.ts'
import { onOffRamp } from './solutions/on-off-ramp.ts'
import { payInPayout } from './solutions/pay-in-payout.ts'
import { payroll } from './industries/payroll.ts'
import { pix } from './methods/pix.ts'
import { spei } from './methods/spei.ts'
import { streaming } from './industries/streaming.ts'
import { subscriptions } from './industries/subscriptions.ts'
import { transfiya } from './methods/transfiya.ts'
import { travel } from './industries/travel.ts'
import { usdt } from './methods/usdt.ts'

type FamilyOf<K extends PageKey> = K extends `${infer F extends keyof typeof familySchemas}/${string}` ? F : never

/**
 * The content record of every registry page, by `family/slug` (docs/pages-and-copy.md): tsc refuses a registry page
 * without one, and the build checks each with its family's schema (content/schema/familySchemas.ts).
 */
export const landingContent = {
  'solutions/cross-border': crossBorder,
  'solutions/pay-in-payout': payInPayout,
  'solutions/on-off-ramp': onOffRamp,
  'solutions/billing': billing,
  'solutions/fx-desk': fxDesk,
  'solutions/fraud-prevention': fraudPrevention,
  'methods/pix': pix,
  'methods/cards': cards,
  'methods/spei': spei,
  'methods/transfiya': transfiya,
  'methods/usdt': usdt,
  'countries/brazil': brazil,
  'countries/mexico': mexico,
  'countries/argentina': argentina,
  'countries/colombia': colombia,
  'industries/ecommerce': ecommerce,
  'industries/marketplaces': marketplaces,
  'industries/travel': travel,
  'industries/education': education,
  'industries/streaming': streaming,
  'industries/betting': betting,
  'industries/subscriptions': subscriptions,
  'industries/crypto-exchanges': cryptoExchanges,
  'industries/gaming': gaming,
  'industries/payroll': payroll,
  'industries/creators': creators,
  'industries/media-ads': mediaAds,
} satisfies { [K in PageKey]: z.input<(typeof familySchemas)[FamilyOf<K>]> }
