import type { TrustId } from './trustFacts.ts'

/**
 * The statements of the security and compliance band on home and About (docs/pages-and-copy.md), in their order:
 * merchants only, KYC/AML of every merchant, verified users only, 24/7 monitoring, no lending, no transfers between
 * individuals.
 */
export const trustBandStatements = [
  'merchantsOnly',
  'kycAml',
  'verifiedOnly',
  'monitoring',
  'neverLends',
  'noPeerToPeer',
] as const satisfies readonly TrustId[]
