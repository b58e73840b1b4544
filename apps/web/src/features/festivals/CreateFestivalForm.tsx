import {
  FESTIVAL_EDITION_MAX,
  FESTIVAL_EDITION_MIN,
  FESTIVAL_NAME_MAX,
  festivalCreateSchema,
  VENUE_NAME_MAX,
  type FestivalSummary,
} from '@gigrank/domain';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { IconBuildingStadium, IconCalendar, IconConfetti } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SavingForm } from '../../components/SavingForm';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CityField } from '../shows';
import {
  festivalErrors,
  festivalInput,
  type FestivalDraft,
  type FestivalErrors,
} from './festival-form';
import { editionOf } from './festival-text';
import { DialogButtons } from '../../components/CancelSaveButtons';

/**
 * A new festival edition: name, edition (the start date's year unless
 * typed), first and last day, city (the app's city picker) and an optional
 * venue. An edition that exists already (same name in any case, same year)
 * is answered as is, so creating it again simply picks it.
 */
export function CreateFestivalForm({
  initialName,
  onCreated,
  onCancel,
}: {
  initialName: string;
  onCreated: (festival: FestivalSummary) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<FestivalDraft>({
    name: initialName,
    edition: '',
    editionTouched: false,
    startDate: '',
    endDate: '',
    city: '',
    pickedCity: null,
    venue: '',
  });
  const [errors, setErrors] = useState<FestivalErrors>({});
  const create = trpc.festivals.create.useMutation();
  const invalidate = useInvalidate();

  const set = (changes: Partial<FestivalDraft>) => {
    setDraft((d) => {
      const next = { ...d, ...changes };
      if (!next.editionTouched && changes.startDate !== undefined) {
        next.edition = editionOf(changes.startDate) ?? '';
      }
      // A one-day festival is the common case: the end follows the start until it is set.
      if (changes.startDate !== undefined && (!d.endDate || d.endDate < changes.startDate)) {
        next.endDate = changes.startDate;
      }
      return next;
    });
    setErrors((shown) => {
      const left = { ...shown };
      for (const key of Object.keys(changes)) delete left[key as keyof FestivalErrors];
      if (changes.pickedCity !== undefined) delete left.city;
      if (changes.startDate !== undefined) delete left.endDate;
      return left;
    });
  };

  /** A text input's value, error and typing, for one of the draft's text fields. */
  const textField = (field: 'name' | 'startDate' | 'endDate' | 'venue') => ({
    value: draft[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.currentTarget.value }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const input = festivalInput(draft);
    const found = festivalErrors(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(festivalCreateSchema.parse(input), {
      onSuccess: (festival) => {
        void invalidate('festivalCreated');
        onCreated(festival);
      },
      onError: (error) => showErrorToastFrom('Error', error, 'Failed to create festival'),
    });
  };

  return (
    <SavingForm label="Create a festival" saving={create.isPending} onSubmit={submit}>
      <TextInput
        {...textField('name')}
        label="Festival name"
        withAsterisk
        placeholder="e.g. Primavera Sound"
        leftSection={<IconConfetti size={16} aria-hidden />}
        maxLength={FESTIVAL_NAME_MAX}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <TextInput
          {...textField('startDate')}
          label="Start date"
          type="date"
          withAsterisk
          leftSection={<IconCalendar size={16} aria-hidden />}
        />
        <TextInput
          {...textField('endDate')}
          label="End date"
          type="date"
          withAsterisk
          min={draft.startDate || undefined}
          leftSection={<IconCalendar size={16} aria-hidden />}
        />
      </SimpleGrid>
      <TextInput
        label="Edition"
        description="The year; the start date's year unless you change it"
        withAsterisk
        inputMode="numeric"
        maxLength={String(FESTIVAL_EDITION_MAX).length}
        placeholder={`${FESTIVAL_EDITION_MIN}-${FESTIVAL_EDITION_MAX}`}
        value={draft.edition === '' ? '' : String(draft.edition)}
        error={errors.edition}
        onChange={(e) => {
          const digits = e.currentTarget.value.replace(/\D/g, '');
          set({ edition: digits ? Number(digits) : '', editionTouched: true });
        }}
      />
      <CityField placeholder="Where is it?" value={draft.city} error={errors.city} onChange={set} />
      <TextInput
        {...textField('venue')}
        label="Venue"
        description="Optional: the festival's grounds or hall"
        placeholder="e.g. Parc del Fòrum"
        leftSection={<IconBuildingStadium size={16} aria-hidden />}
        maxLength={VENUE_NAME_MAX}
      />
      <DialogButtons onCancel={onCancel}>
        <Button type="submit" loading={create.isPending}>
          Create festival
        </Button>
      </DialogButtons>
    </SavingForm>
  );
}
