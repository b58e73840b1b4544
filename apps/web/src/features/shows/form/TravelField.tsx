import { cityLabel } from '../../../lib/city';
import { CityPicker } from './pickers';
import type { ShowDraftState } from './use-show-draft';

/**
 * Where the owner travelled from to this show, when not their home city
 * (the profile's city): the ledger measures the show's distance from it.
 * Only a listed city can be picked; an empty box is the home city.
 */
export function TravelField({ draft }: { draft: ShowDraftState }) {
  const { values, errors } = draft;
  return (
    <CityPicker
      label="Travelled from"
      description="Leave empty when you came from home (your profile's city)"
      placeholder="Another city"
      value={values.travelledFromText ?? ''}
      error={errors.travelledFromText}
      onChange={(text) => draft.set({ travelledFromText: text })}
      onPick={(city) => {
        const label = cityLabel(city);
        draft.set({ travelledFromText: label, travelledFrom: { id: city.id, label } });
      }}
    />
  );
}
