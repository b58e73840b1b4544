import { ACCESS_FEATURE_LABELS, type AccessFeature, type VenueAccessNote } from '@gigrank/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ReportButton } from '../social';
import { DeleteButton } from '../../components/DeleteConfirmDialog';
import { EditButton } from '../../components/ActionButton';
import { AddNoteForm, EditNoteForm, ERROR_FALLBACK } from './AccessNoteForms';
import { useSetAccessNotes } from './use-venue-page';
import { accessRows, confirmedByText } from './venue-text';
import classes from './VenuePage.module.css';
import { SectionCard } from '../../components/section-card';

const DELETE_FALLBACK = 'Could not delete the access note. Please try again.';

/**
 * A venue's access notes: the four features in order; a noted one
 * shows its words, who confirmed it and when, and a 'Confirm' button (marked
 * 'You confirmed' once the viewer has); the others wait for a note, which the
 * 'Add a note' form writes (a feature, and optional words). The viewer's own
 * note has 'Edit' (its words) and 'Delete' (asked first); anyone else's, a
 * 'Report access note' flag.
 */
export function AccessNotes({
  venueId,
  notes,
}: {
  venueId: number;
  notes: readonly VenueAccessNote[];
}) {
  const rows = accessRows(notes);
  const setNotes = useSetAccessNotes(venueId);
  const save = trpc.venues.addAccessNote.useMutation({ onSuccess: setNotes });
  const pendingFeature = save.isPending ? save.variables?.feature : undefined;
  const unnoted = rows.filter((row) => row.note === null).map((row) => row.feature);

  const confirm = (feature: AccessFeature) =>
    save.mutate(
      { id: venueId, feature },
      {
        onSuccess: () => showSuccessToast('Confirmed', ACCESS_FEATURE_LABELS[feature]),
        onError: (error) => showErrorToast('Error', serverMessage(error) ?? ERROR_FALLBACK),
      },
    );

  return (
    <SectionCard titleId="venue-access" padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} id="venue-access" fz={{ base: 20, sm: 22 }} c="bright">
          Access
        </Title>
        <Text fz="sm" c="dimmed">
          Notes from people who went, confirmed by others.
        </Text>
        <Stack component="ul" gap="sm" className={classes.list}>
          {rows.map(({ feature, note }) => (
            <li
              key={feature}
              className={classes.feature}
              aria-label={ACCESS_FEATURE_LABELS[feature]}
            >
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
                  <Text fw={700} c="bright">
                    {ACCESS_FEATURE_LABELS[feature]}
                  </Text>
                  {note ? (
                    <ConfirmButton
                      note={note}
                      pending={pendingFeature === feature}
                      disabled={save.isPending}
                      onConfirm={() => confirm(feature)}
                    />
                  ) : (
                    <Badge variant="outline" color="gray" radius="sm" tt="none">
                      No note yet
                    </Badge>
                  )}
                </Group>
                {note?.writtenByMe ? (
                  <OwnNote venueId={venueId} note={note} onChanged={setNotes} />
                ) : (
                  <>
                    {note?.note ? (
                      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                        {note.note}
                      </Text>
                    ) : null}
                    {note ? (
                      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
                        <Text fz="xs" c="dimmed" data-testid="access-confirmed-by">
                          {confirmedByText(note)}
                        </Text>
                        <ReportButton kind="accessNote" id={venueId} feature={feature} compact />
                      </Group>
                    ) : null}
                  </>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
        {unnoted.length > 0 ? (
          <AddNoteForm
            key={unnoted.join()}
            features={unnoted}
            saving={
              save.isPending && pendingFeature !== undefined && unnoted.includes(pendingFeature)
            }
            onSave={(feature, text, done) =>
              save.mutate(
                { id: venueId, feature, ...(text ? { note: text } : {}) },
                {
                  onSuccess: () => {
                    showSuccessToast('Access note added', ACCESS_FEATURE_LABELS[feature]);
                    done(null);
                  },
                  onError: (error) => done(serverMessage(error) ?? ERROR_FALLBACK),
                },
              )
            }
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/**
 * The viewer's own note: its words and confirmations, with 'Edit' (a form
 * for new words: Save, Cancel) and 'Delete' (asked first: it goes with its
 * confirmations). Each shows its pending state and the server's refusal.
 */
function OwnNote({
  venueId,
  note,
  onChanged,
}: {
  venueId: number;
  note: VenueAccessNote;
  onChanged: (notes: VenueAccessNote[]) => void;
}) {
  const label = ACCESS_FEATURE_LABELS[note.feature];
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = trpc.venues.deleteAccessNote.useMutation({
    onSuccess: (notes) => {
      onChanged(notes);
      showSuccessToast('Access note deleted', label);
    },
    onError: (error) => setDeleteError(serverMessage(error) ?? DELETE_FALLBACK),
  });

  /** An answer to 'Delete your note?': the last failure to delete is no longer said. */
  const answer = (then: () => void) => () => {
    setDeleteError(null);
    then();
  };

  if (mode === 'edit') {
    return (
      <EditNoteForm
        venueId={venueId}
        note={note}
        onDone={(notes) => {
          if (notes) {
            onChanged(notes);
            showSuccessToast('Access note saved', label);
          }
          setMode('view');
        }}
      />
    );
  }
  return (
    <Stack gap={4}>
      {note.note ? (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {note.note}
        </Text>
      ) : null}
      <Text fz="xs" c="dimmed" data-testid="access-confirmed-by">
        {confirmedByText(note)} · your note
      </Text>
      {mode === 'delete' ? (
        <Stack gap={4} role="group" aria-label={`Delete your ${label} note`}>
          <Text fz="sm">Delete your note? Its confirmations go with it.</Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={answer(() => remove.mutate({ id: venueId, feature: note.feature }))}
            >
              Delete note
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={remove.isPending}
              onClick={answer(() => setMode('view'))}
            >
              Keep it
            </Button>
          </Group>
          {deleteError ? (
            <Text fz="xs" c="red" role="alert">
              {deleteError}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Group gap="xs">
          <EditButton
            size="xs"
            variant="subtle"
            label={`Edit your ${label} note`}
            onClick={() => setMode('edit')}
          >
            Edit
          </EditButton>
          <DeleteButton
            size="xs"
            label={`Delete your ${label} note`}
            onClick={() => setMode('delete')}
          >
            Delete
          </DeleteButton>
        </Group>
      )}
    </Stack>
  );
}

function ConfirmButton({
  note,
  pending,
  disabled,
  onConfirm,
}: {
  note: VenueAccessNote;
  pending: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  if (note.confirmedByMe) {
    return (
      <Button
        size="xs"
        radius="xl"
        variant="light"
        color="teal"
        disabled
        leftSection={<IconCheck size={14} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        You confirmed
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      radius="xl"
      variant="light"
      loading={pending}
      disabled={disabled && !pending}
      onClick={onConfirm}
      aria-label={`Confirm ${ACCESS_FEATURE_LABELS[note.feature]}`}
      style={{ flexShrink: 0 }}
    >
      Confirm
    </Button>
  );
}
