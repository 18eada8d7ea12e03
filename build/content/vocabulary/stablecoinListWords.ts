const coin = '(?:btc|bitcoins?)'
const code = '(?:usdt|usdc|usd|eur|cny|brl|mxn)'
const and = '(?:\\s*,\\s*(?:(?:e|ou|and|or)\\s+)?|\\s+(?:e|ou|and|or)\\s+|\\s*/\\s*)'
const intro = '(?:(?:como|tais como|como o|incluindo|such as|like|including|e\\.g\\.,?)\\s+)?'

/**
 * BTC inside a stablecoin list (docs/pages-and-copy.md: BTC is a crypto asset, never a stablecoin), as regex sources over folded
 * lower-case text, the same in both languages: "stablecoins (USDT, USDC, BTC)", "stablecoins como USDT, USDC e BTC",
 * "BTC e outras stablecoins", "BTC (stablecoin)". The right form closes the list first: "stablecoins (USDT, USDC) ou
 * BTC"; "stablecoins ou BTC" is a choice, not a list.
 */
export const stablecoinListWords = [
  `stablecoins?\\s*[(:—–]?\\s*${intro}(?:${code}${and})*${coin}`,
  `${coin}\\s*\\)?\\s*\\(?\\s*stablecoins?`,
  `${coin}(?:\\s*,\\s*|\\s+)(?:(?:e|ou|and|or)\\s+)?(?:outras?|other)\\s+stablecoins?`,
] as const
