/** The lead store cannot be opened or used: DATA_DIR unusable, the database unreachable or not migrated. */
export class LeadStoreError extends Error {}
