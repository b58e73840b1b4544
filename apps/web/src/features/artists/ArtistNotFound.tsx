import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMicrophone2Off } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A failed artist fetch (SPEC section 2). */
export function ArtistNotFound() {
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={72} radius="xl" variant="light" color="encore" aria-hidden>
        <IconMicrophone2Off size={40} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }} c="midnight.9">
        Artist Not Found
      </Title>
      <Text c="dimmed" maw={420}>
        We couldn&apos;t find information for this artist.
      </Text>
      <Button component={Link} to="/" variant="light">
        Return Home
      </Button>
    </Stack>
  );
}
