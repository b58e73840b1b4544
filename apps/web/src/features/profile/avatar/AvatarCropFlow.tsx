import type { User } from '@gigrank/domain';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { decodeImage, isImageFile } from './crop-image';
import { lazyWhenOpened } from '../../../lib/lazy-when-opened';

// The cropper (cropperjs) loads with the dialog, once a picture has been chosen.
const CropAvatarDialog = lazyWhenOpened(() =>
  import('./CropAvatarDialog').then((module) => module.CropAvatarDialog),
);

const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP or GIF).';

/**
 * The avatar change (SPEC section 4 "Profile picture"): `open()` opens the
 * file picker (images only); a chosen picture is checked to be a readable
 * image, then cropped in the 'Crop Profile Picture' dialog and uploaded.
 * Usage: `<AvatarCropFlow user={user}>{(open) => <button onClick={open} />}</AvatarCropFlow>`.
 */
export function AvatarCropFlow({
  user,
  children,
}: {
  user: User;
  children: (open: () => void) => ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The picture stays loaded while the dialog plays its closing transition;
  // its object URL is released when a new one replaces it or on unmount.
  const [source, setSource] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const open = () => inputRef.current?.click();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again fires a change too.
    input.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      showErrorToast('Not an image', NOT_AN_IMAGE);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      await decodeImage(url);
    } catch {
      URL.revokeObjectURL(url);
      showErrorToast('Not an image', `This file could not be read as a picture. ${NOT_AN_IMAGE}`);
      return;
    }
    setSource(url);
    setOpened(true);
  };

  return (
    <>
      {children(open)}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label="Profile picture file"
        data-testid="avatar-file-input"
        onChange={(event) => void choose(event)}
      />
      {source ? (
        <CropAvatarDialog
          user={user}
          source={source}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  );
}
