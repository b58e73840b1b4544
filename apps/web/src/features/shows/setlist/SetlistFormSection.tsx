import { Button, Stack } from '@mantine/core';
import { IconChevronDown, IconPlaylist } from '@tabler/icons-react';
import { useId } from 'react';
import { setlistCountText } from './setlist-rows';
import { SetlistFields } from './SetlistFields';
import type { SetlistEditor } from './use-setlist-editor';

/**
 * The Add Show form's optional setlist: closed at first behind 'Add setlist
 * (optional)' (or the count of the songs written, once there are some), open
 * on the same fields as the setlist dialog. The songs stay in `editor` while
 * closed; the form sends them once the show is saved.
 */
export function SetlistFormSection({
  editor,
  artist,
  open,
  onOpenChange,
}: {
  editor: SetlistEditor;
  artist: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const count = editor.songs.length;
  return (
    <Stack gap="md">
      <Button
        variant="light"
        fullWidth
        styles={{ label: { flex: 1 } }}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        leftSection={<IconPlaylist size={18} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
        onClick={() => onOpenChange(!open)}
      >
        {count > 0 ? `Setlist: ${setlistCountText(editor.songs)}` : 'Add setlist (optional)'}
      </Button>
      {open ? (
        <div id={id}>
          <SetlistFields editor={editor} artist={artist} />
        </div>
      ) : null}
    </Stack>
  );
}
