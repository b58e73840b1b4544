import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCalendar, IconMicrophone2 } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SavingForm } from '../../components/SavingForm';
import { FormDialog, type FormDialogForm } from '../../components/FormDialog';
import { serverMessage } from '../../lib/errors';
import { useInvalidate } from '../../lib/invalidation';
import type { DialogProps } from '../../lib/lazy-when-opened';
import { showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CityField, VenueField } from '../shows';
import { localTodayIso } from '../../lib/local-today';
import {
  EMPTY_PLAN_DRAFT,
  latestPlanDate,
  planErrors,
  planInput,
  type PlanDraft,
  type PlanErrors,
} from './plan-form';
import { ErrorAlert } from '../../components/LoadError';
import { DialogButtons } from '../../components/CancelSaveButtons';

/**
 * "I'm going": marks an upcoming gig of the artist as Going, with
 * the city (the show form's picker), the date (today on) and an optional
 * venue (the venue picker, within the city). Saved, a toast says so, the
 * page's "You're going" shows it and the planner's followers see it; the
 * server's refusals show in the dialog.
 */
export function GoingDialog({ opened, onClose, artistName }: DialogProps & { artistName: string }) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="I'm going">
      {(form) => <GoingForm artistName={artistName} {...form} />}
    </FormDialog>
  );
}

function GoingForm({
  artistName,
  onCancel,
  onSaved,
  onPendingChange,
}: {
  artistName: string;
} & FormDialogForm) {
  const [today] = useState(localTodayIso);
  const [draft, setDraft] = useState<PlanDraft>(EMPTY_PLAN_DRAFT);
  const [errors, setErrors] = useState<PlanErrors>({});
  const invalidate = useInvalidate();
  const create = trpc.plans.create.useMutation({
    onMutate: () => onPendingChange(true),
    // Saving... until the lists on screen have it (the artist page's "You're going" line,
    // the profile's Plans): the dialog closes onto a page that already shows the plan.
    onSuccess: () => invalidate('planChanged'),
    onSettled: () => onPendingChange(false),
  });

  const set = (changes: Partial<PlanDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    // A message goes once its field changes; the server's, with any change.
    setErrors((shown) => {
      const left = { ...shown };
      for (const key of Object.keys(changes)) delete left[key as keyof PlanErrors];
      return left;
    });
    create.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = planInput(artistName, draft);
    const found = planErrors(input, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(input, {
      onSuccess: (plan) => {
        showSuccessToast('Plan saved', `Your friends will see you are going to ${plan.artist}`);
        onSaved();
      },
    });
  };

  // The server's refusal ('You are already going to this gig'...); the artist has no field.
  const refused = create.isError
    ? (serverMessage(create.error) ?? 'Failed to save the plan. Please try again.')
    : (errors.artist ?? null);

  return (
    <SavingForm label="Plan details" saving={create.isPending} onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <IconMicrophone2 size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={700} c="bright" style={{ overflowWrap: 'anywhere' }}>
          {artistName}
        </Text>
      </Group>
      <Text fz="sm" c="dimmed" mt={-8}>
        People who follow you will see it; the day after, it turns into a show to log.
      </Text>
      <CityField placeholder="Where is it?" value={draft.city} error={errors.city} onChange={set} />
      <TextInput
        label="Date"
        type="date"
        withAsterisk
        min={today}
        max={latestPlanDate(today)}
        leftSection={<IconCalendar size={16} aria-hidden />}
        value={draft.date}
        error={errors.date}
        onChange={(e) => set({ date: e.currentTarget.value })}
      />
      <VenueField
        place={draft}
        description="Optional"
        value={draft.venue}
        error={errors.venue}
        onChange={set}
      />
      {refused ? (
        <ErrorAlert radius="md">
          <Text fz="sm">{refused}</Text>
        </ErrorAlert>
      ) : null}
      <DialogButtons onCancel={onCancel} mt="xs">
        <Button type="submit" miw={96}>
          {create.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogButtons>
    </SavingForm>
  );
}
