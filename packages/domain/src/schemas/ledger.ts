/**
 * The ledger's inputs: a show's ticket and the city its owner travelled
 * from (show writes, JSON and multipart), a ledger's year, and a position
 * to look near. Rules of money and distance are in ../ledger.ts.
 */
import { z } from 'zod';
import {
  TICKET_SEAT_MAX,
  TICKET_SELLER_MAX,
  fromMinorUnits,
  isCurrencyCode,
  toMinorUnits,
} from '../ledger';
import { isValidIsoDate } from '../time';
import { optionalText } from './fields';
import { SHOW_MESSAGES } from './messages';
import { idParamSchema } from './params';

export const LEDGER_MESSAGES = {
  ticketInvalid: 'Ticket must have an amount and a currency',
  amountInvalid: 'Ticket price must be an amount such as 45.50, within what the currency allows',
  currencyInvalid: 'Currency must be an ISO 4217 code such as EUR',
  cityNotFound: 'The city travelled from was not found',
  seatMax: `Seat must be at most ${TICKET_SEAT_MAX} characters`,
  sellerMax: `Bought from must be at most ${TICKET_SELLER_MAX} characters`,
  yearInvalid: 'Year must be a year such as 2025',
  positionInvalid: 'lat and lng must be a position (latitude -90 to 90, longitude -180 to 180)',
} as const;

/** What a show's ticket becomes once read: integer minor units of an upper-case ISO 4217 currency. */
export interface TicketInput {
  amount: number;
  currency: string;
  seat: string | null;
  seller: string | null;
}

const ticketFields = z.object(
  {
    amount: z.union([z.string(), z.number()], { error: LEDGER_MESSAGES.amountInvalid }),
    currency: z.string({ error: LEDGER_MESSAGES.currencyInvalid }),
    seat: optionalText(TICKET_SEAT_MAX, LEDGER_MESSAGES.seatMax, { label: 'Seat' }),
    seller: optionalText(TICKET_SELLER_MAX, LEDGER_MESSAGES.sellerMax, { label: 'Bought from' }),
  },
  { error: LEDGER_MESSAGES.ticketInvalid },
);

/**
 * A show's ticket: `{ amount: '45.50', currency: 'EUR', seat?, seller? }`,
 * or its JSON text (a multipart field); null or '' removes it; absent keeps
 * an edited show's.
 */
export const ticketSchema = z
  .union([z.null(), z.string(), ticketFields], { error: LEDGER_MESSAGES.ticketInvalid })
  .optional()
  .transform((value, ctx): TicketInput | null | undefined => {
    if (value === undefined || value === null) return value;
    let fields: unknown = value;
    if (typeof value === 'string') {
      if (value.trim() === '') return null;
      try {
        fields = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: LEDGER_MESSAGES.ticketInvalid });
        return z.NEVER;
      }
    }
    const parsed = ticketFields.safeParse(fields);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    const currency = parsed.data.currency.trim().toUpperCase();
    if (!isCurrencyCode(currency)) {
      ctx.addIssue({ code: 'custom', message: LEDGER_MESSAGES.currencyInvalid });
      return z.NEVER;
    }
    const amount = toMinorUnits(String(parsed.data.amount), currency);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: LEDGER_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return {
      amount,
      currency,
      seat: parsed.data.seat ?? null,
      seller: parsed.data.seller ?? null,
    };
  });

/** The city a show's owner travelled from: an id; null or '' is the home city; absent keeps it. */
export const travelledFromSchema = z
  .union([z.null(), z.literal(''), idParamSchema])
  .optional()
  .transform((v) => (v === '' ? null : v));

/** A ledger's year (`?year=2025`); absent: all time. */
export const ledgerYearSchema = z.coerce
  .number({ error: LEDGER_MESSAGES.yearInvalid })
  .int(LEDGER_MESSAGES.yearInvalid)
  .min(1900, LEDGER_MESSAGES.yearInvalid)
  .max(2100, LEDGER_MESSAGES.yearInvalid)
  .optional();

const coordinate = (limit: number) =>
  z.coerce
    .number({ error: LEDGER_MESSAGES.positionInvalid })
    .min(-limit, LEDGER_MESSAGES.positionInvalid)
    .max(limit, LEDGER_MESSAGES.positionInvalid)
    .refine(Number.isFinite, LEDGER_MESSAGES.positionInvalid);

/** A position to look near (`?lat=&lng=`), and optionally the night asked about. */
export const nearbyInputSchema = z.object({
  lat: coordinate(90),
  lng: coordinate(180),
  date: z.string().refine(isValidIsoDate, SHOW_MESSAGES.dateInvalid).optional(),
});

/** Currency signs a spreadsheet's price may carry that name one currency only. */
const PRICE_SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
const PRICE_WITH_CODE = /^(?:([A-Za-z]{3})\s*([\d.]+)|([\d.]+)\s*([A-Za-z]{3}))$/;

/**
 * A spreadsheet's ticket cells as a ticket the answer carries ('45.50',
 * 'EUR'), or the message its row is refused with. The price may carry its
 * currency ('45.50 EUR', 'EUR 45.50', '€45.50', '£30') when no currency
 * column says; a blank price is no ticket.
 */
export function readTicketCells(cells: {
  price: string;
  currency: string;
  seat: string;
  seller: string;
}):
  | {
      ticket: {
        amount: string;
        currency: string;
        seat: string | null;
        seller: string | null;
      } | null;
    }
  | { error: string } {
  let amount = cells.price.trim().replace(/\s+/g, ' ');
  if (!amount) return { ticket: null };
  let currency = cells.currency.trim();
  const sign = PRICE_SIGNS[amount[0]!];
  if (sign) {
    amount = amount.slice(1).trim();
    currency ||= sign;
  }
  const coded = PRICE_WITH_CODE.exec(amount);
  if (coded) {
    amount = (coded[2] ?? coded[3])!;
    currency ||= (coded[1] ?? coded[4])!;
  }
  const parsed = ticketSchema.safeParse({
    amount,
    currency,
    seat: cells.seat,
    seller: cells.seller,
  });
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const ticket = parsed.data!;
  return {
    ticket: {
      amount: fromMinorUnits(ticket.amount, ticket.currency),
      currency: ticket.currency,
      seat: ticket.seat,
      seller: ticket.seller,
    },
  };
}
