import { __iconNode as brandInstagram } from '@tabler/icons-react/icons/IconBrandInstagram'
import { __iconNode as brandLinkedin } from '@tabler/icons-react/icons/IconBrandLinkedin'
import { __iconData as activity } from 'lucide-react/icons/activity'
import { __iconData as arrowDownLeft } from 'lucide-react/icons/arrow-down-left'
import { __iconData as arrowLeftRight } from 'lucide-react/icons/arrow-left-right'
import { __iconData as arrowRight } from 'lucide-react/icons/arrow-right'
import { __iconData as arrowUpRight } from 'lucide-react/icons/arrow-up-right'
import { __iconData as badgeCheck } from 'lucide-react/icons/badge-check'
import { __iconData as ban } from 'lucide-react/icons/ban'
import { __iconData as bitcoin } from 'lucide-react/icons/bitcoin'
import { __iconData as building2 } from 'lucide-react/icons/building-complex'
import { __iconData as calendarCheck } from 'lucide-react/icons/calendar-check'
import { __iconData as calendarClock } from 'lucide-react/icons/calendar-clock'
import { __iconData as circleDollarSign } from 'lucide-react/icons/circle-dollar-sign'
import { __iconData as circleOff } from 'lucide-react/icons/circle-off'
import { __iconData as clock } from 'lucide-react/icons/clock'
import { __iconData as coins } from 'lucide-react/icons/coins'
import { __iconData as cpu } from 'lucide-react/icons/cpu'
import { __iconData as creditCard } from 'lucide-react/icons/credit-card'
import { __iconData as dollarSign } from 'lucide-react/icons/dollar-sign'
import { __iconData as euro } from 'lucide-react/icons/euro'
import { __iconData as eye } from 'lucide-react/icons/eye'
import { __iconData as gamepad2 } from 'lucide-react/icons/gamepad-2'
import { __iconData as globe } from 'lucide-react/icons/globe'
import { __iconData as graduationCap } from 'lucide-react/icons/graduation-cap'
import { __iconData as handshake } from 'lucide-react/icons/handshake'
import { __iconData as heart } from 'lucide-react/icons/heart'
import { __iconData as info } from 'lucide-react/icons/info'
import { __iconData as japaneseYen } from 'lucide-react/icons/japanese-yen'
import { __iconData as landmark } from 'lucide-react/icons/landmark'
import { __iconData as listChecks } from 'lucide-react/icons/list-checks'
import { __iconData as phoneOff } from 'lucide-react/icons/phone-off'
import { __iconData as qrCode } from 'lucide-react/icons/qr-code'
import { __iconData as receipt } from 'lucide-react/icons/receipt'
import { __iconData as refreshCw } from 'lucide-react/icons/refresh-cw'
import { __iconData as scanSearch } from 'lucide-react/icons/scan-search'
import { __iconData as send } from 'lucide-react/icons/send'
import { __iconData as shieldCheck } from 'lucide-react/icons/shield-check'
import { __iconData as shoppingBag } from 'lucide-react/icons/shopping-bag'
import { __iconData as shoppingCart } from 'lucide-react/icons/shopping-cart'
import { __iconData as smartphone } from 'lucide-react/icons/smartphone'
import { __iconData as sparkles } from 'lucide-react/icons/sparkles'
import { __iconData as trendingUp } from 'lucide-react/icons/trending-up'
import { __iconData as trophy } from 'lucide-react/icons/trophy'
import { __iconData as tv } from 'lucide-react/icons/tv'
import { __iconData as users } from 'lucide-react/icons/users'
import { __iconData as video } from 'lucide-react/icons/video'
import { __iconData as wallet } from 'lucide-react/icons/wallet'
import { __iconData as zap } from 'lucide-react/icons/zap'
import { iconOf } from './Icon.tsx'

/*
 * The icons the site draws, from lucide (and tabler's brand marks, which lucide has none of), each module imported
 * on its own so the bundles hold only these.
 */
export const Activity = iconOf(activity.node)
export const ArrowDownLeft = iconOf(arrowDownLeft.node)
export const ArrowLeftRight = iconOf(arrowLeftRight.node)
export const ArrowRight = iconOf(arrowRight.node)
export const ArrowUpRight = iconOf(arrowUpRight.node)
export const BadgeCheck = iconOf(badgeCheck.node)
export const Ban = iconOf(ban.node)
export const Bitcoin = iconOf(bitcoin.node)
export const Building2 = iconOf(building2.node)
export const CalendarCheck = iconOf(calendarCheck.node)
export const CalendarClock = iconOf(calendarClock.node)
export const CircleDollarSign = iconOf(circleDollarSign.node)
export const CircleOff = iconOf(circleOff.node)
export const Clock = iconOf(clock.node)
export const Coins = iconOf(coins.node)
export const Cpu = iconOf(cpu.node)
export const CreditCard = iconOf(creditCard.node)
export const DollarSign = iconOf(dollarSign.node)
export const Euro = iconOf(euro.node)
export const Eye = iconOf(eye.node)
export const Gamepad2 = iconOf(gamepad2.node)
export const Globe = iconOf(globe.node)
export const GraduationCap = iconOf(graduationCap.node)
export const Handshake = iconOf(handshake.node)
export const Heart = iconOf(heart.node)
export const Info = iconOf(info.node)
export const JapaneseYen = iconOf(japaneseYen.node)
export const Landmark = iconOf(landmark.node)
export const ListChecks = iconOf(listChecks.node)
export const PhoneOff = iconOf(phoneOff.node)
export const QrCode = iconOf(qrCode.node)
export const Receipt = iconOf(receipt.node)
export const RefreshCw = iconOf(refreshCw.node)
export const ScanSearch = iconOf(scanSearch.node)
export const Send = iconOf(send.node)
export const ShieldCheck = iconOf(shieldCheck.node)
export const ShoppingBag = iconOf(shoppingBag.node)
export const ShoppingCart = iconOf(shoppingCart.node)
export const Smartphone = iconOf(smartphone.node)
export const Sparkles = iconOf(sparkles.node)
export const TrendingUp = iconOf(trendingUp.node)
export const Trophy = iconOf(trophy.node)
export const Tv = iconOf(tv.node)
export const Users = iconOf(users.node)
export const Video = iconOf(video.node)
export const Wallet = iconOf(wallet.node)
export const Zap = iconOf(zap.node)
export const BrandInstagram = iconOf(brandInstagram)
export const BrandLinkedin = iconOf(brandLinkedin)
