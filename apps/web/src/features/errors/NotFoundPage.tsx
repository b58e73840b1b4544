import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';

/** Any unknown path (SPEC section 2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={72} radius="xl" variant="light" color="encore" aria-hidden>
        <IconMapQuestion size={40} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        404 Page Not Found
      </Title>
      <Text c="dimmed" maw={420}>
        Nothing is routed at <Code>{pathname}</Code>. Did you forget to add the page to the router?
      </Text>
      <Button component={Link} to="/" variant="light">
        Go to Home
      </Button>
    </Stack>
  );
}
