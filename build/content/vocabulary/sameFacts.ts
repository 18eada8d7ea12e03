import type { FactRef } from '../../../site/facts/FactRef.ts'

/**
 * Fact ids that name one fact under two names, beyond those whose labels already match (method:usdt and
 * currency:USDT both show "USDT"): fraud prevention is the KYC/AML checks (docs/pages-and-copy.md, "fraud prevention (KYC/AML)").
 */
export const sameFacts: readonly (readonly FactRef[])[] = [['kycAml', 'solution:fraud-prevention']]
