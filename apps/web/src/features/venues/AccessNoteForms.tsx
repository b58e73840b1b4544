import {
  ACCESS_FEATURE_LABELS,
  ACCESS_NOTE_MAX,
  accessNoteEditSchema,
  accessNoteSchema,
  type AccessFeature,
  type VenueAccessNote,
} from '@gigrank/domain';
import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

// The access notes' two forms (AccessNotes.tsx): adding a note for a feature,
// and editing the words of one's own.

export const ERROR_FALLBACK = 'Could not save the access note. Please try again.';

/** A note's words, with their count against ACCESS_NOTE_MAX. */
function NoteText({
  label,
  placeholder,
  text,
  error,
  onChange,
}: {
  label: string;
  placeholder?: string;
  text: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      autosize
      minRows={2}
      maxRows={5}
      maxLength={ACCESS_NOTE_MAX}
      description={`${text.length}/${ACCESS_NOTE_MAX}`}
      value={text}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** New words for the viewer's own note: Save (the server's answer) or Cancel (`null`). */
export function EditNoteForm({
  venueId,
  note,
  onDone,
}: {
  venueId: number;
  note: VenueAccessNote;
  onDone: (notes: VenueAccessNote[] | null) => void;
}) {
  const [text, setText] = useState(note.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const edit = trpc.venues.editAccessNote.useMutation({
    onSuccess: (notes) => onDone(notes),
    onError: (failure) => setError(serverMessage(failure) ?? ERROR_FALLBACK),
  });
  const label = ACCESS_FEATURE_LABELS[note.feature];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accessNoteEditSchema.safeParse({ note: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ERROR_FALLBACK);
      return;
    }
    setError(null);
    edit.mutate({ id: venueId, feature: note.feature, note: text.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={`Edit your ${label} note`} noValidate>
      <Stack gap="xs">
        <NoteText label="Your note" text={text} error={error} onChange={setText} />
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={edit.isPending}
            onClick={() => onDone(null)}
          >
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={edit.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Writes a note on a feature nobody has noted yet: the feature, and words if any. */
export function AddNoteForm({
  features,
  saving,
  onSave,
}: {
  features: AccessFeature[];
  saving: boolean;
  /** `done` gets the error to show, or null once saved. */
  onSave: (feature: AccessFeature, text: string, done: (error: string | null) => void) => void;
}) {
  const [feature, setFeature] = useState<AccessFeature | null>(features[0] ?? null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accessNoteSchema.safeParse({ feature, note: text });
    if (!parsed.success || feature === null) {
      setError(parsed.error?.issues[0]?.message ?? 'Choose one of the access features');
      return;
    }
    setError(null);
    onSave(feature, text.trim(), (failure) => {
      setError(failure);
      if (failure === null) setText('');
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="venue-access-add" noValidate>
      <Stack gap="xs" mt="xs">
        <Title order={3} id="venue-access-add" fz="md" c="bright">
          Add a note
        </Title>
        <Select
          label="Feature"
          data={features.map((value) => ({ value, label: ACCESS_FEATURE_LABELS[value] }))}
          value={feature}
          onChange={(value) => setFeature(value as AccessFeature | null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <NoteText
          label="Note (optional)"
          placeholder="e.g. Ramp at the side door on Rua das Portas"
          text={text}
          error={error}
          onChange={setText}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconPlus size={16} aria-hidden />}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
