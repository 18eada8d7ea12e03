/**
 * The record of spent captcha tokens (single use, docs/contact-and-captcha.md). Async so that a shared store (Redis, with
 * `SET key 1 NX PX ttl`) can replace the memory one when several processes serve one site.
 */
export type SpentTokens = {
  /**
   * Marks a token id as spent for ttlMs; false when it was already spent. Rejects when the record cannot say (a
   * shared store down, slow past its timeout, or failing): the submission is then refused, never accepted.
   */
  spend(id: string, ttlMs: number): Promise<boolean>
}
