import type { City } from '@gigrank/domain';
import type { ReactNode } from 'react';
import { cityLabel } from '../../../lib/city';
import { CityPicker } from './pickers';
import { useCreateCity } from './use-catalogue-writes';

/**
 * A form's City box (required): typed, picked from the list or added as a
 * new city. `onChange` gets the box's text (`city`) and the city it names
 * once one is picked or added (`pickedCity`; its label fills the box), the
 * fields of a form's draft it sets; typing clears the pick. On a
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
  onChange: (change: { city: string; pickedCity: City | null }) => void;
}) {
  const createCity = useCreateCity();
  const pick = (city: City) => onChange({ city: cityLabel(city), pickedCity: city });
  return (
    <CityPicker
      label="City"
      withAsterisk
      placeholder={placeholder}
      value={value}
      error={error}
      onChange={(text) => onChange({ city: text, pickedCity: null })}
      onPick={pick}
      onCreate={(text) => void createCity.create(text).then((city) => city && pick(city))}
      creating={createCity.isPending}
    />
  );
}
