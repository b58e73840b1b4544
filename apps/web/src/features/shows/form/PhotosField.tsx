import { MAX_PHOTOS_PER_SHOW, type ShowPhoto } from '@gigrank/domain';
import { ActionIcon, AspectRatio, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './PhotosField.module.css';
import { photoTotal } from './show-draft';
import { usePhotoSelection } from './use-photo-selection';
import type { ShowDraftState } from './use-show-draft';

function PhotoThumb({
  src,
  alt,
  action,
  title,
  dropped,
  icon,
  onAction,
}: {
  src: string;
  alt: string;
  /** The button's name ('Remove photo 2'...). */
  action: string;
  title?: string;
  dropped?: boolean;
  icon: ReactNode;
  onAction: () => void;
}) {
  return (
    <div className={classes.thumb} role="listitem" data-dropped={dropped || undefined}>
      <AspectRatio ratio={1}>
        <Image src={src} alt={alt} radius="md" fit="cover" />
      </AspectRatio>
      <ActionIcon
        className={classes.thumbAction}
        size="md"
        radius="xl"
        variant="filled"
        color={dropped ? 'gray' : 'midnight.9'}
        aria-label={action}
        title={title ?? action}
        onClick={onAction}
      >
        {icon}
      </ActionIcon>
    </div>
  );
}

/**
 * Photos of the show: several image files, each previewed with a remove
 * button; when editing, the stored photos first, each dropped or kept again.
 */
export function PhotosField({
  draft,
  storedPhotos = [],
}: {
  draft: ShowDraftState;
  storedPhotos?: readonly ShowPhoto[];
}) {
  const inputId = useId();
  const selection = usePhotoSelection(draft, storedPhotos.length);
  const { photos, removePhotoIds } = draft.values;
  const total = photoTotal(draft.values, storedPhotos.length);
  const full = total >= MAX_PHOTOS_PER_SHOW;
  const removeIcon = <IconX size={14} stroke={2.5} aria-hidden />;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Text size="sm" fw={500}>
          Photos
        </Text>
        <Text size="xs" c="dimmed">
          {total}/{MAX_PHOTOS_PER_SHOW}
        </Text>
      </Group>
      {/* The input spans the drop zone, so focusing it scrolls the whole zone into view. */}
      <div className={classes.dropArea}>
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
            selection.add(files);
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
      </div>
      {storedPhotos.length + photos.length ? (
        <SimpleGrid
          cols={{ base: 3, xs: 4, sm: 5 }}
          spacing="xs"
          role="list"
          aria-label="Selected photos"
        >
          {storedPhotos.map((photo, index) => {
            const dropped = removePhotoIds.includes(photo.id);
            return (
              <PhotoThumb
                key={photo.id}
                src={photo.thumbnailUrl}
                alt={`Photo ${index + 1}`}
                action={`${dropped ? 'Keep' : 'Remove'} photo ${index + 1}`}
                dropped={dropped}
                icon={dropped ? <IconArrowBackUp size={14} aria-hidden /> : removeIcon}
                onAction={() => selection.toggleStored(photo.id)}
              />
            );
          })}
          {photos.map((photo, index) => {
            const number = storedPhotos.length + index + 1;
            return (
              <PhotoThumb
                key={photo.id}
                src={photo.url}
                alt={`Photo ${number} preview`}
                action={`Remove photo ${number}`}
                title={`Remove ${photo.file.name}`}
                icon={removeIcon}
                onAction={() => selection.remove(photo.id)}
              />
            );
          })}
        </SimpleGrid>
      ) : null}
      {draft.errors.photos ? (
        <Text fz="xs" c="red" aria-live="polite">
          {draft.errors.photos}
        </Text>
      ) : null}
    </Stack>
  );
}
