import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Where a photo stands while its sizes are being made (an answer's photo
 * with `processing`): its files do not exist yet, so a quiet box of the
 * photo's place, said once for screen readers.
 */
export function PhotoProcessing({
  w,
  h,
  label = true,
}: {
  w?: number | string;
  h?: number | string;
  /** Show the words beside the spinner (room for them). */
  label?: boolean;
}) {
  return (
    <Center
      w={w}
      h={h}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      role="img"
      aria-label="Photo processing"
      data-testid="photo-processing"
    >
      <Stack gap={4} align="center">
        <Loader size="xs" type="dots" aria-hidden />
        {label ? (
          <Text fz="xs" c="dimmed" aria-hidden>
            Processing…
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
