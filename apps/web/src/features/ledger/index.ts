// The ledger feature's public face: the profile's "Spend & travel" card, and the words Wrapped's tiles reuse.
export { LedgerCard } from './LedgerCard';
export { ledgerFacts, mayReadLedger, type LedgerFact, type LedgerFactKey } from './ledger-text';
