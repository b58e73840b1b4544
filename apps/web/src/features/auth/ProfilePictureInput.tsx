import { Avatar, CloseButton, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { imageFileToDataUrl } from './image-data-url';

interface ProfilePictureInputProps {
  /** The picture as a data URL, '' for none. */
  value: string;
  error?: ReactNode;
  onChange: (dataUrl: string) => void;
  /** The chosen file is not an image the browser can read. */
  onInvalid: () => void;
}

/** The optional Profile Picture of the Register form: an image file with a preview. */
export function ProfilePictureInput({
  value,
  error,
  onChange,
  onInvalid,
}: ProfilePictureInputProps) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (next: File | null) => {
    setFile(next);
    if (!next) {
      onChange('');
      return;
    }
    if (!next.type.startsWith('image/')) {
      onChange('');
      onInvalid();
      return;
    }
    setReading(true);
    try {
      onChange(await imageFileToDataUrl(next));
    } catch {
      setFile(null);
      onChange('');
      onInvalid();
    } finally {
      setReading(false);
    }
  };

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Avatar
        src={value || null}
        alt={value ? 'Profile picture preview' : undefined}
        size={56}
        color="encore"
        variant="light"
      >
        <IconPhoto size={24} aria-hidden />
      </Avatar>
      <FileInput
        flex={1}
        label="Profile Picture"
        description="Optional"
        placeholder={reading ? 'Reading image...' : 'Choose an image'}
        accept="image/*"
        value={file}
        onChange={(next) => void choose(next)}
        error={error}
        leftSection={<IconPhoto size={16} aria-hidden />}
        rightSection={
          file ? (
            <CloseButton
              size="sm"
              aria-label="Remove profile picture"
              onClick={() => void choose(null)}
            />
          ) : undefined
        }
      />
    </Group>
  );
}
