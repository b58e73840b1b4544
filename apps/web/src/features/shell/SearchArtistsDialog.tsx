import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * SPEC section 2 "Search artists dialog". Results arrive with the artist
 * catalogue in a later milestone; until then the dialog holds the search box only.
 */
export function SearchArtistsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');

  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="SEARCH ARTISTS"
      centered
      radius="lg"
      size="lg"
      styles={{ title: { fontWeight: 900, letterSpacing: 1 } }}
    >
      <Text c="dimmed" fz="sm" mb="md">
        Find artists to view details and add shows.
      </Text>
      <TextInput
        data-autofocus
        placeholder="Search artists..."
        aria-label="Search artists"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        radius="md"
        size="md"
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
      </Group>
    </Modal>
  );
}
