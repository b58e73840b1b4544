import { CROP_ZOOM_MAX, CROP_ZOOM_MIN, CROP_ZOOM_STEP, type User } from '@gigrank/domain';
import { ActionIcon, Box, Button, Group, Loader, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import { restRequest } from '../../../lib/rest';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useApplyUserChange } from '../edit/use-apply-user-change';
import { clampZoom, cropToJpeg, PROFILE_PICTURE_FILE_NAME } from './crop-image';
import 'cropperjs/dist/cropper.css';
import classes from './CropAvatarDialog.module.css';
import { DIALOG_TITLE_STYLES } from '../../../components/FormDialog';
import { DialogButtons } from '../../../components/CancelSaveButtons';

/** Sends the cropped picture as the multipart file `profilePicture` (SPEC section 7). */
function uploadPicture(userId: number, file: File): Promise<User> {
  const form = new FormData();
  form.append('profilePicture', file, PROFILE_PICTURE_FILE_NAME);
  return restRequest<User>(`/api/users/${userId}`, { method: 'PATCH', body: form });
}

/**
 * 'Crop Profile Picture' (SPEC section 2): a square crop of the chosen
 * picture, zoom 1 to 3 in steps of 0.1 (1 = the whole picture fitted), Cancel
 * and Save. Save uploads a 300x300 JPEG (quality 0.8) and refreshes every
 * place that shows the avatar.
 */
export function CropAvatarDialog({
  user,
  source,
  opened,
  onClose,
}: {
  user: User;
  /** Object URL of the chosen picture. */
  source: string;
  opened: boolean;
  onClose: () => void;
}) {
  const applyUserChange = useApplyUserChange();
  const upload = useMutation({
    mutationFn: async (cropped: File) => uploadPicture(user.id, cropped),
    onSuccess: (updated) => {
      showSuccessToast('Profile updated', 'Your profile picture has been updated successfully');
      void applyUserChange(updated);
      onClose();
    },
    onError: () => showErrorToast('Error', 'Failed to update profile picture'),
  });

  const close = () => {
    if (!upload.isPending) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Crop Profile Picture"
      centered
      radius="lg"
      size="md"
      closeOnClickOutside={!upload.isPending}
      closeOnEscape={!upload.isPending}
      styles={DIALOG_TITLE_STYLES}
    >
      {/* Mounted with each opening: a fresh cropper on the chosen picture. */}
      <CropArea
        source={source}
        saving={upload.isPending}
        onCancel={close}
        onCropped={(file) => upload.mutate(file)}
      />
    </Modal>
  );
}

function CropArea({
  source,
  saving,
  onCancel,
  onCropped,
}: {
  source: string;
  saving: boolean;
  onCancel: () => void;
  onCropped: (file: File) => void;
}) {
  const cropperRef = useRef<ReactCropperElement>(null);
  // The cropper's zoom ratio (rendered / natural size) of the fitted picture: zoom 1.
  const fitRatio = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  const [zoom, setZoom] = useState(CROP_ZOOM_MIN);
  const [cropping, setCropping] = useState(false);

  const zoomTo = (value: number) => {
    const next = clampZoom(value);
    setZoom(next);
    const cropper = cropperRef.current?.cropper;
    if (cropper && fitRatio.current) cropper.zoomTo(fitRatio.current * next);
  };

  const save = async () => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return;
    setCropping(true);
    try {
      onCropped(await cropToJpeg(cropper));
    } catch {
      showErrorToast('Error', 'Failed to update profile picture');
    } finally {
      setCropping(false);
    }
  };

  const busy = saving || cropping;

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Drag the picture to frame it, and zoom to fit. It is saved as a square.
      </Text>
      <Box className={classes.stage} data-testid="crop-stage">
        {!ready ? (
          <Group justify="center" align="center" className={classes.loading} aria-hidden>
            <Loader color="encore" size="sm" />
          </Group>
        ) : null}
        <Cropper
          ref={cropperRef}
          src={source}
          alt="Picture to crop"
          className={classes.cropper}
          aspectRatio={1}
          viewMode={1}
          dragMode="move"
          autoCropArea={0.9}
          guides={false}
          center
          background={false}
          responsive
          restore={false}
          checkOrientation={false}
          toggleDragModeOnDblclick={false}
          // A fixed square in the middle: the picture moves and zooms under it.
          cropBoxMovable={false}
          cropBoxResizable={false}
          ready={() => {
            const cropper = cropperRef.current?.cropper;
            if (!cropper) return;
            const canvas = cropper.getCanvasData();
            fitRatio.current = canvas.naturalWidth ? canvas.width / canvas.naturalWidth : 1;
            setZoom(CROP_ZOOM_MIN);
            setReady(true);
          }}
          zoom={(event) => {
            // Wheel and pinch zoom stay inside the slider's range and move the slider.
            const fit = fitRatio.current;
            if (!fit) return;
            const relative = event.detail.ratio / fit;
            if (relative < CROP_ZOOM_MIN - 0.001 || relative > CROP_ZOOM_MAX + 0.001) {
              event.preventDefault();
              return;
            }
            setZoom(clampZoom(relative));
          }}
        />
      </Box>
      <Group gap="xs" wrap="nowrap" align="center">
        <ActionIcon
          variant="subtle"
          color="midnight"
          aria-label="Zoom out"
          onClick={() => zoomTo(zoom - CROP_ZOOM_STEP)}
          disabled={!ready || busy || zoom <= CROP_ZOOM_MIN}
        >
          <IconZoomOut size={18} aria-hidden />
        </ActionIcon>
        <Slider
          flex={1}
          min={CROP_ZOOM_MIN}
          max={CROP_ZOOM_MAX}
          step={CROP_ZOOM_STEP}
          value={zoom}
          onChange={zoomTo}
          disabled={!ready || busy}
          thumbLabel="Zoom"
          label={(value) => `${value.toFixed(1)}x`}
          color="encore"
        />
        <ActionIcon
          variant="subtle"
          color="midnight"
          aria-label="Zoom in"
          onClick={() => zoomTo(zoom + CROP_ZOOM_STEP)}
          disabled={!ready || busy || zoom >= CROP_ZOOM_MAX}
        >
          <IconZoomIn size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <DialogButtons onCancel={onCancel} cancelDisabled={saving}>
        <Button onClick={() => void save()} disabled={!ready || busy} miw={96}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </DialogButtons>
    </Stack>
  );
}
