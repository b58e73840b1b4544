import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageMessageProps {
  /** A 40 px icon, shown in a large round badge. */
  icon: ReactNode;
  /** The badge's theme colour. */
  color?: MantineColor;
  /** The page's heading ('Artist Not Found'). */
  title: ReactNode;
  titleColor?: MantineColor;
  /** What happened, under the title. */
  children: ReactNode;
  /** Where to go from here ('Return Home'). */
  actions: ReactNode;
}

/** A page that has only a message: not found, gone. The app passes its links as `actions`. */
export function PageMessage({
  icon,
  color = 'encore',
  title,
  titleColor,
  children,
  actions,
}: PageMessageProps) {
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }} c={titleColor}>
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {children}
      </Text>
      {actions}
    </Stack>
  );
}
