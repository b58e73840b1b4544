import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHero.module.css';

/** A screen's title (h1), with an optional caption and actions on the right. */
export function PageHeader({
  title,
  caption,
  actions,
}: {
  title: ReactNode;
  caption?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="bright" lts={-0.5}>
          {title}
        </Title>
        {caption ? <Text c="dimmed">{caption}</Text> : null}
      </Stack>
      {actions}
    </Group>
  );
}

/**
 * What kind of page a hero card heads ('Artist', 'Festival'...), in small
 * capitals over its h1; after an icon when given.
 */
function PageKind({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return icon ? (
    <Group gap={6} c="encore" fz="xs" fw={800} tt="uppercase" lts={1.2}>
      {icon}
      {children}
    </Group>
  ) : (
    <Text fz="xs" fw={800} tt="uppercase" lts={1.2} c="encore">
      {children}
    </Text>
  );
}

/**
 * A hero card's heading: what kind of page it is (PageKind) over the h1,
 * which wraps a name that is one long word.
 */
export function HeroTitle({
  kind,
  icon,
  children,
}: {
  kind: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageKind icon={icon}>{kind}</PageKind>
      <Title
        order={1}
        fz={{ base: 28, sm: 38 }}
        lh={1.1}
        c="bright"
        lts={-0.6}
        className={classes.name}
      >
        {children}
      </Title>
    </>
  );
}

/** One of a hero card's facts (its city...), in bold after its icon; shrinks when long. */
export function HeroFact({
  icon,
  testId,
  children,
}: {
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {icon}
      <Text fw={600} component="span" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
