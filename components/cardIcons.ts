import {
  Activity, ArrowDownLeft, ArrowLeftRight, ArrowUpRight, BadgeCheck, Ban, Bitcoin, Building2, CalendarCheck, CalendarClock, CircleDollarSign, CircleOff, Clock,
  Coins, CreditCard, DollarSign, Euro, Eye, Gamepad2, Globe, GraduationCap, Handshake, Heart, Info, JapaneseYen, Landmark, ListChecks, PhoneOff, QrCode,
  Receipt, ScanSearch, Send, ShieldCheck, ShoppingBag, ShoppingCart, Smartphone, Sparkles, TrendingUp, Users, Wallet, Zap, type LucideIcon,
} from 'lucide-react'

/**
 * The icons a card may name in the copy (`icon: 'QrCode'`), from lucide. Listed rather than looked up in the whole
 * set, so tsc refuses a name that is not here and the server bundle holds only these.
 */
export const cardIcons = {
  Activity, ArrowDownLeft, ArrowLeftRight, ArrowUpRight, BadgeCheck, Ban, Bitcoin, Building2, CalendarCheck, CalendarClock, CircleDollarSign, CircleOff, Clock,
  Coins, CreditCard, DollarSign, Euro, Eye, Gamepad2, Globe, GraduationCap, Handshake, Heart, Info, JapaneseYen, Landmark, ListChecks, PhoneOff, QrCode,
  Receipt, ScanSearch, Send, ShieldCheck, ShoppingBag, ShoppingCart, Smartphone, Sparkles, TrendingUp, Users, Wallet, Zap,
} satisfies Record<string, LucideIcon>

export type CardIconName = keyof typeof cardIcons
