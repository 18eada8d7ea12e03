const and = '(?:\\s*,\\s*(?:(?:e|ou|and|or)\\s+)?|\\s+(?:e|ou|and|or)\\s+|\\s*/\\s*)'

/**
 * BTC listed with the stablecoins as one of them ("USDT, USDC ou BTC"), as a regex source over folded lower-case
 * text: refused under a heading about stablecoins (rules/currencyLabelProblems.ts), where the list reads as the
 * stablecoins.
 */
export const coinListWords = [`(?:usdt|usdc)(?:${and}(?:usdt|usdc))*${and}(?:btc|bitcoins?)`] as const
