import { MAX_PHOTOS_PER_SHOW } from '@gigrank/domain';
import { ActionIcon, AspectRatio, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './AddShowForm.module.css';
import type { SelectedPhoto } from './use-photo-selection';

export interface PhotosFieldProps {
  photos: readonly SelectedPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Photos of the show: several image files, each previewed with a remove button. */
export function PhotosField({ photos, onAdd, onRemove }: PhotosFieldProps) {
  const inputId = useId();
  const full = photos.length >= MAX_PHOTOS_PER_SHOW;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Text size="sm" fw={500}>
          Photos
        </Text>
        <Text size="xs" c="dimmed">
          {photos.length}/{MAX_PHOTOS_PER_SHOW}
        </Text>
      </Group>
      <input
        id={inputId}
        className={classes.fileInput}
        type="file"
        accept="image/*"
        multiple
        aria-label="Add photos"
        disabled={full}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so the same file can be chosen again after a removal.
          event.currentTarget.value = '';
          onAdd(files);
        }}
      />
      <label htmlFor={inputId} className={classes.dropZone} data-disabled={full || undefined}>
        <IconPhotoPlus size={28} aria-hidden />
        <Text fw={600} size="sm" component="span">
          Add photos
        </Text>
        <Text size="xs" c="dimmed" component="span">
          Images up to 15 MB each, {MAX_PHOTOS_PER_SHOW} per show
        </Text>
      </label>
      {photos.length ? (
        <SimpleGrid
          cols={{ base: 3, xs: 4, sm: 5 }}
          spacing="xs"
          role="list"
          aria-label="Selected photos"
        >
          {photos.map((photo, index) => (
            <div key={photo.id} className={classes.thumb} role="listitem">
              <AspectRatio ratio={1}>
                <Image src={photo.url} alt={`Photo ${index + 1} preview`} radius="md" fit="cover" />
              </AspectRatio>
              <ActionIcon
                className={classes.thumbRemove}
                size="md"
                radius="xl"
                variant="filled"
                color="midnight.9"
                aria-label={`Remove photo ${index + 1}`}
                title={`Remove ${photo.file.name}`}
                onClick={() => onRemove(photo.id)}
              >
                <IconX size={14} stroke={2.5} aria-hidden />
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
