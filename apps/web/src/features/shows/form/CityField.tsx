import type { City } from '@gigrank/domain';
import type { ReactNode } from 'react';
import { cityLabel } from '../../../lib/city';
import { CityPicker } from './pickers';
import { useCreateCity } from './use-catalogue-writes';

/**
 * A form's City box (required): typed, picked from the list or added as a
 * new city. `onChange` gets the box's text and the city it names once one
 * is picked or added (its label fills the box); typing clears the pick. On a
 * failed add the typed city stays and is still used for the form.
 */
export function CityField({
  placeholder,
  value,
  error,
  onChange,
}: {
  placeholder: string;
  value: string;
  error?: ReactNode;
  onChange: (city: string, picked: City | null) => void;
}) {
  const createCity = useCreateCity();
  const pick = (city: City) => onChange(cityLabel(city), city);
  return (
    <CityPicker
      label="City"
      withAsterisk
      placeholder={placeholder}
      value={value}
      error={error}
      onChange={(text) => onChange(text, null)}
      onPick={pick}
      onCreate={(text) => void createCity.create(text).then((city) => city && pick(city))}
      creating={createCity.isPending}
    />
  );
}
