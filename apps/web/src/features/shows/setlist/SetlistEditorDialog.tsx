import { pluralize, type Show } from '@gigrank/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { CancelSaveButtons } from '../../../components/CancelSaveButtons';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';
import { DIALOG_TITLE_STYLES } from '../../../components/FormDialog';
import { announce } from '../../../lib/announce';
import { serverMessage } from '../../../lib/errors';
import type { DialogProps } from '../../../lib/lazy-when-opened';
import { usePhoneDialog } from '../../../lib/phone-dialog';
import { showSuccessToast } from '../../../lib/toast';
import { ownSetlist } from '../show-page/setlist';
import { firstSetlistError } from './setlist-rows';
import { SetlistFields } from './SetlistFields';
import { useSetlistEditor } from './use-setlist-editor';
import { useSaveSetlist } from './use-setlist-writes';
import classes from './SetlistEditorDialog.module.css';
import { ShowSummaryLine } from '../ShowSummaryLine';

/** Stack ids inside the show page's Modal.Stack: the editor, and the removal's confirmation over it. */
const EDITOR_STACK_ID = 'setlist-editor';
const REMOVE_STACK_ID = 'setlist-remove';

/**
 * The setlist dialog of a show's owner (the whole screen on a phone): the
 * show's own setlist to edit, or none to write (SetlistFields); Save sends
 * it with songs.setSetlist once setlistSchema passes it, and 'Remove
 * setlist' (confirmed) sends an empty list. Render it inside a Modal.Stack.
 */
export function SetlistEditorDialog({ show, opened, onClose }: DialogProps & { show: Show }) {
  const frame = usePhoneDialog();
  const save = useSaveSetlist();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const hasOwn = ownSetlist(show).length > 0;
  // Each opening starts without the last one's failure.
  const { reset } = save;
  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  const close = () => {
    if (!save.isPending) onClose();
  };
  const remove = () =>
    save.mutate(
      { showId: show.id, songs: [] },
      {
        onSuccess: () => {
          showSuccessToast('Setlist removed', `Your ${show.artist} show has no setlist now`);
          setConfirmRemove(false);
          onClose();
        },
        onError: () => setConfirmRemove(false),
      },
    );
  return (
    <>
      <Modal
        stackId={EDITOR_STACK_ID}
        opened={opened}
        onClose={close}
        title={hasOwn ? 'Edit setlist' : 'Add setlist'}
        size="lg"
        centered
        {...frame}
        // Songs typed are not lost to a stray tap beside the dialog.
        closeOnClickOutside={false}
        styles={DIALOG_TITLE_STYLES}
      >
        <SetlistForm
          show={show}
          save={save}
          onCancel={close}
          onSaved={onClose}
          onRemove={hasOwn ? () => setConfirmRemove(true) : null}
        />
      </Modal>
      <DeleteConfirmDialog
        stackId={REMOVE_STACK_ID}
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Remove setlist"
        confirmLabel="Remove setlist"
        pending={save.isPending}
        onConfirm={remove}
      >
        <Text>
          Remove the setlist of your <b>{show.artist}</b> show? Its{' '}
          {pluralize(ownSetlist(show).length, 'song')} go from your show and from your songs heard
          live.
        </Text>
      </DeleteConfirmDialog>
    </>
  );
}

function SetlistForm({
  show,
  save,
  onCancel,
  onSaved,
  onRemove,
}: {
  show: Show;
  save: ReturnType<typeof useSaveSetlist>;
  onCancel: () => void;
  onSaved: () => void;
  /** Asks to remove the show's setlist; null when it has none of its own. */
  onRemove: (() => void) | null;
}) {
  const editor = useSetlistEditor(ownSetlist(show));
  const failed = save.isError ? (serverMessage(save.error) ?? 'Please try again.') : null;
  const removing = save.variables?.songs.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = editor.check();
    if (!check.ok) {
      announce(firstSetlistError(check));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (check.songs.length === 0) {
      // Saving nothing is removing what there was; with nothing there, there is nothing to save.
      if (onRemove) onRemove();
      else {
        editor.dispatch({ type: 'errors', rowErrors: {}, listError: 'Type at least one song' });
        announce('Type at least one song');
      }
      return;
    }
    save.mutate(
      { showId: show.id, songs: check.songs },
      {
        onSuccess: () => {
          showSuccessToast(
            'Setlist saved',
            `${pluralize(check.songs.length, 'song')} on your ${show.artist} show`,
          );
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Setlist">
      <fieldset className={classes.fieldset} disabled={save.isPending}>
        <Stack gap="md">
          <ShowSummaryLine show={show} />
          <SetlistFields editor={editor} artist={show.artist} autoFocus />
          {failed ? (
            <Alert
              color="red"
              variant="light"
              title={removing ? 'The setlist was not removed' : 'The setlist was not saved'}
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
            >
              {failed}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm" className={classes.footer}>
            {onRemove ? (
              <Button
                color="red"
                variant="subtle"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onRemove}
                px="xs"
              >
                Remove setlist
              </Button>
            ) : (
              <span />
            )}
            <CancelSaveButtons saving={save.isPending} onCancel={onCancel} />
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

/** Brings the first field with a message into view and gives it the focus (after the re-render). */
function focusFirstInvalid(root: HTMLElement) {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  });
}
