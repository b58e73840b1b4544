import { TICKET_SEAT_MAX, TICKET_SELLER_MAX } from '@gigrank/domain';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ShowDraftState } from './use-show-draft';

/** Every ISO 4217 currency the browser knows, by code. */
function currencyOptions(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return ['EUR', 'USD', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'BRL', 'SEK', 'NOK', 'DKK', 'PLN'];
  }
}

/** The ticket's two texts: its seat, and where it was bought. */
const TEXT_FIELDS = [
  {
    field: 'ticketSeat',
    label: 'Seat',
    placeholder: 'Standing, or block and seat',
    max: TICKET_SEAT_MAX,
  },
  {
    field: 'ticketSeller',
    label: 'Bought from',
    placeholder: 'Box office, a ticket site...',
    max: TICKET_SELLER_MAX,
  },
] as const;

/**
 * The ticket: price and currency, seat or standing, where it was bought.
 * Optional and private: only its owner sees it unless they share spend.
 */
export function TicketField({ draft }: { draft: ShowDraftState }) {
  const { values, errors } = draft;
  const currencies = useMemo(currencyOptions, []);
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id="ticket-fields-label">
        Ticket
      </Text>
      <Text fz="xs" c="dimmed" mt={-6}>
        Optional, and only you see it unless you share spend in Settings.
      </Text>
      <SimpleGrid cols={2} spacing="sm" role="group" aria-labelledby="ticket-fields-label">
        <TextInput
          label="Price"
          placeholder="45.50"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          leftSection={<IconTicket size={16} aria-hidden />}
          value={values.ticketAmount ?? ''}
          error={errors.ticketAmount}
          onChange={(event) => draft.set({ ticketAmount: event.currentTarget.value })}
        />
        <Select
          label="Currency"
          searchable
          data={currencies}
          value={values.ticketCurrency ?? 'EUR'}
          allowDeselect={false}
          onChange={(currency) => currency && draft.set({ ticketCurrency: currency })}
        />
        {TEXT_FIELDS.map(({ field, label, placeholder, max }) => (
          <TextInput
            key={field}
            label={label}
            placeholder={placeholder}
            maxLength={max}
            value={values[field] ?? ''}
            error={errors[field]}
            onChange={(event) => draft.set({ [field]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
