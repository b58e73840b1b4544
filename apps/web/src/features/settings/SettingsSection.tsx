import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';

/**
 * One part of Settings, a region named by its heading: on a phone the
 * heading and what it is about sit above the controls; from 48em up, beside
 * them in a column of their own, as settings pages usually are laid out.
 */
export function SettingsSection({
  icon: SectionIcon,
  title,
  description,
  children,
}: {
  icon: Icon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <SectionCard titleId={titleId} padding={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', sm: 'xl' }}>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack gap={4}>
            <Group gap={8} wrap="nowrap">
              <SectionIcon size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Title order={2} fz="lg" c="bright" id={titleId}>
                {title}
              </Title>
            </Group>
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>{children}</Grid.Col>
      </Grid>
    </SectionCard>
  );
}

/** A titled part of a section (Change password, Sessions...): an h3 and its content. */
export function SettingsGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} fz="md">
          {title}
        </Title>
        {description ? (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
