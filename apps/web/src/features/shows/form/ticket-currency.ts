/**
 * The currency a new show's ticket starts in: the one the user last saved a
 * ticket in on this device, else the one of the browser's region, else EUR.
 */
const STORAGE_KEY = 'gigrank:ticket-currency';

/** Currencies of the regions whose people log most gigs; others pick from the list. */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  BR: 'BRL',
  MX: 'MXN',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  IN: 'INR',
  KR: 'KRW',
};

export function lastTicketCurrency(): string {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved && /^[A-Z]{3}$/.test(saved)) return saved;
  } catch {
    // Storage may be off (private mode): the region's currency then.
  }
  const region = globalThis.navigator?.language?.split('-')[1]?.toUpperCase();
  return (region && REGION_CURRENCY[region]) || 'EUR';
}

/** Remembers the currency of a ticket just saved. */
export function rememberTicketCurrency(currency: string): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, currency);
  } catch {
    // Not remembered: the next form starts from the region's currency.
  }
}
