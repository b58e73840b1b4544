import {
  Box,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  type MantineColor,
  type PaperProps,
} from '@mantine/core';
import { useHover } from '@mantine/hooks';
import { IconChevronRight } from './icon-sprite';
import type { ReactNode } from 'react';

export interface StatCardProps extends Omit<PaperProps, 'children'> {
  /** What the number is ('Current Streak'); also the card's accessible name. */
  label: string;
  /** An icon beside the label. */
  icon: ReactNode;
  /** The icon's theme colour. */
  color?: MantineColor;
  /** The main value ('#3', '2 weeks', an artist link...). */
  value: ReactNode;
  /** Smaller lines under the value. */
  details?: ReactNode;
  /** Shows skeletons in place of the value and details. */
  loading?: boolean;
  /** The value is an empty-state text ('No ratings yet'): smaller and dimmed. */
  muted?: boolean;
  /**
   * Makes the whole card a button (an insights dialog...). Links inside
   * `value` or `details` stay clickable on their own.
   */
  onOpen?: () => void;
  /** The accessible name of the card's button; `label` by default. */
  openLabel?: string;
}

/**
 * One profile statistic (SPEC section 2, profile stat cards): a labelled
 * value with details. When `onOpen` is given, a transparent button covers
 * the card, so a click anywhere opens it, while links in the content (raised
 * above the button) keep their own target. No router: callers pass links in.
 */
export function StatCard({
  label,
  icon,
  color = 'encore',
  value,
  details,
  loading = false,
  muted = false,
  onOpen,
  openLabel,
  style,
  ...props
}: StatCardProps) {
  const { hovered, ref } = useHover<HTMLDivElement>();
  const interactive = onOpen !== undefined;
  const raised = interactive && hovered;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={label}
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      shadow={raised ? 'md' : 'xs'}
      style={{
        position: 'relative',
        transition: 'box-shadow 150ms ease, border-color 150ms ease, transform 150ms ease',
        borderColor: raised ? `var(--mantine-color-${color}-3)` : undefined,
        transform: raised ? 'translateY(-1px)' : undefined,
        minWidth: 0,
        ...(typeof style === 'object' ? style : {}),
      }}
      {...props}
    >
      {interactive ? (
        <UnstyledButton
          aria-label={openLabel ?? label}
          aria-haspopup="dialog"
          onClick={onOpen}
          style={{ position: 'absolute', inset: 0, borderRadius: 'inherit', zIndex: 0 }}
        />
      ) : null}
      {/* Clicks go through the content to the button; links inside opt back in. */}
      <Stack
        gap={6}
        pos="relative"
        h="100%"
        style={{ pointerEvents: interactive ? 'none' : undefined, zIndex: 1 }}
      >
        <Group gap={8} wrap="nowrap" justify="space-between">
          <Group gap={8} wrap="nowrap" miw={0}>
            <ThemeIcon variant="light" color={color} radius="md" size="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text
              fz={{ base: 11, xs: 'xs' }}
              fw={800}
              tt="uppercase"
              lts={0.6}
              c="dimmed"
              lh={1.2}
              lineClamp={2}
            >
              {label}
            </Text>
          </Group>
          {interactive ? (
            <Box c={raised ? `${color}.7` : 'gray.5'} style={{ flexShrink: 0, display: 'flex' }}>
              <IconChevronRight size={16} aria-hidden />
            </Box>
          ) : null}
        </Group>
        {loading ? (
          <Stack gap={6} aria-busy="true" aria-label={`Loading ${label}`}>
            <Skeleton height={24} width="70%" radius="sm" />
            <Skeleton height={12} width="50%" radius="sm" />
          </Stack>
        ) : (
          <>
            <Box
              fz={muted ? { base: 'sm', xs: 'md' } : { base: 20, xs: 24 }}
              fw={muted ? 600 : 900}
              c={muted ? 'dimmed' : 'bright'}
              lh={1.15}
              lts={muted ? 0 : -0.3}
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Box>
            {details ? (
              <Text component="div" fz="xs" c="dimmed" lh={1.4}>
                {details}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
