import { tone } from '@gigrank/ui';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-screen placeholder while the stored session is validated. */
export function LoadingScreen() {
  return (
    <Center mih="100dvh" bg={tone.page} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="encore" type="bars" aria-hidden />
        <Text fw={600} c="bright">
          Loading...
        </Text>
      </Stack>
    </Center>
  );
}
