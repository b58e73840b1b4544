import { TEXT_FIELD_MAX } from '@gigrank/domain';
import type { ReactNode } from 'react';
import { resolveCity, type CityName } from '../../../lib/city';
import { VenuePicker } from './pickers';

/**
 * A form's Venue box: any text, with the venues of the form's city (`place`,
 * typed or picked) offered. `onChange` gets the venue, the field of a form's
 * draft it sets.
 */
export function VenueField({
  place,
  description,
  value,
  error,
  onChange,
}: {
  place: { city: string; pickedCity: CityName | null };
  description?: string;
  value: string;
  error?: ReactNode;
  onChange: (change: { venue: string }) => void;
}) {
  return (
    <VenuePicker
      label="Venue"
      description={description}
      placeholder="e.g. Coliseu dos Recreios"
      maxLength={TEXT_FIELD_MAX}
      city={resolveCity(place.city, place.pickedCity)}
      value={value}
      error={error}
      onChange={(venue) => onChange({ venue })}
    />
  );
}
