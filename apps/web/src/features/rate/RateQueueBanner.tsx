import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconStars } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useUnscoredCount } from './use-unscored-count';
import classes from './RateQueue.module.css';

/**
 * The way into the queue from the own profile: 'Rate your
 * imported shows ({n})' while some shows have no score; nothing otherwise.
 */
export function RateQueueBanner() {
  const count = useUnscoredCount();
  if (!count) return null;
  return (
    <Paper
      renderRoot={(props) => <Link to="/rate" {...props} />}
      withBorder
      radius="lg"
      p="md"
      className={classes.banner}
      bg="var(--mantine-color-spotlight-light)"
      style={{ borderColor: 'var(--mantine-color-spotlight-outline)' }}
      data-testid="rate-banner"
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light" color="spotlight" aria-hidden>
          <IconStars size={22} />
        </ThemeIcon>
        <Stack gap={0} flex={1} miw={0}>
          <Text fw={800} c="bright">
            Rate your imported shows ({count})
          </Text>
          <Text fz="sm" c="dimmed">
            Score them one by one and they take their place in your ranking.
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Paper>
  );
}
