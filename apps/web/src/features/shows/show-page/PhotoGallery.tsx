import type { ShowPhoto } from '@gigrank/domain';
import { ActionIcon, Box, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { PhotoProcessing } from '@gigrank/ui';
import { useEffect, useState } from 'react';
import classes from './PhotoGallery.module.css';
import { TitledSectionCard } from '../../../components/section-card';
import { usePhoneDialog } from '../../../lib/phone-dialog';

/** The show's photos as thumbnails; a click opens the full-size view. */
export function PhotoGallery({ photos, artist }: { photos: ShowPhoto[]; artist: string }) {
  const [index, setIndex] = useState<number | null>(null);
  // Photos whose sizes exist open in the viewer; the others wait as placeholders.
  const ready = photos.filter((p) => !p.processing);
  const waiting = photos.filter((p) => p.processing);
  return (
    <TitledSectionCard
      titleId="show-photos-title"
      title="Photos"
      icon={<IconPhoto size={20} aria-hidden />}
      aside={
        photos.length ? (
          <Text c="dimmed" fz="sm">
            ({photos.length})
          </Text>
        ) : null
      }
    >
      {photos.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No photos from this show yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="xs">
          {ready.map((photo, i) => (
            <UnstyledButton
              key={photo.id}
              className={classes.thumb}
              onClick={() => setIndex(i)}
              aria-label={`Open photo ${i + 1} of ${ready.length}`}
            >
              <Image
                src={photo.thumbnailUrl}
                // The thumbnail (480 px) for a small cell, the display file for a wide one.
                srcSet={`${photo.thumbnailUrl} ${thumbnailWidth(photo)}w, ${photo.url} ${photo.width}w`}
                sizes="(min-width: 62em) 14rem, (min-width: 36em) 30vw, 45vw"
                width={photo.width}
                height={photo.height}
                alt=""
                fit="cover"
                h="100%"
                w="100%"
                loading="lazy"
                decoding="async"
              />
            </UnstyledButton>
          ))}
          {waiting.map((photo) => (
            // Its sizes are being made: the show page asks again until they exist.
            <div key={photo.id} className={classes.thumb}>
              <PhotoProcessing h="100%" w="100%" />
            </div>
          ))}
        </SimpleGrid>
      )}
      <PhotoViewer
        photos={ready}
        artist={artist}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </TitledSectionCard>
  );
}

const NAV_BUTTONS = [
  { side: 'left', label: 'Previous photo', step: -1, Icon: IconChevronLeft },
  { side: 'right', label: 'Next photo', step: 1, Icon: IconChevronRight },
] as const;

/** The full-size view: the display image, with previous/next buttons and arrow keys. */
function PhotoViewer({
  photos,
  artist,
  index,
  onIndexChange,
  onClose,
}: {
  photos: ShowPhoto[];
  artist: string;
  index: number | null;
  onIndexChange: (i: number) => void;
  onClose: () => void;
}) {
  // Photos take the whole screen a little wider up than other dialogs.
  const frame = usePhoneDialog('(max-width: 36em)');
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + step + count) % count);
  };

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal
      opened={photo !== undefined}
      onClose={onClose}
      title={index === null ? 'Photo' : `Photo ${index + 1} of ${count}`}
      size="auto"
      {...frame}
      centered
      classNames={{ body: classes.viewerBody }}
    >
      {photo ? (
        <Box pos="relative">
          <Image
            src={photo.url}
            // Its own size, so the dialog lays out before the bytes arrive.
            width={photo.width}
            height={photo.height}
            alt={`Photo ${(index ?? 0) + 1} from the ${artist} show`}
            className={classes.full}
            fit="contain"
          />
          {count > 1
            ? NAV_BUTTONS.map(({ side, label, step, Icon }) => (
                <ActionIcon
                  key={side}
                  className={classes.nav}
                  data-side={side}
                  size="xl"
                  radius="xl"
                  variant="white"
                  color="dark"
                  aria-label={label}
                  onClick={() => go(step)}
                >
                  <Icon aria-hidden />
                </ActionIcon>
              ))
            : null}
        </Box>
      ) : null}
    </Modal>
  );
}

/** A thumbnail's width: the photo fitted inside 480 x 480 (apps/api storage/images.ts). */
function thumbnailWidth(photo: ShowPhoto): number {
  return Math.round(photo.width * Math.min(1, 480 / Math.max(photo.width, photo.height)));
}
