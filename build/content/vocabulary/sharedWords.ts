/**
 * Words Brazilian Portuguese writes as English does, so a text made only of them (with codes and the registry's
 * names) may read the same in both languages: the trade's loanwords the site keeps in Portuguese
 * (stablecoin, payout, pay-in, on/off ramp) and the finance team's "compliance". Regex sources over folded text.
 */
export const sharedWords = [
  'compliance',
  'stablecoins?',
  'payouts?',
  'pay-in',
  'on/off ramp',
  'checkout',
  'e-commerce',
  'marketplaces?',
  'streaming',
  'fluxa',
] as const
