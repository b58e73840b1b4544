import { PageMessage } from '@gigrank/ui';
import {
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  type ButtonVariant,
  type MantineColor,
  type MantineRadius,
  type MantineSpacing,
} from '@mantine/core';
import { IconAlertTriangle, type Icon } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isMissingAnswer } from '../lib/errors';
import { busyRegion } from './busy-region';

/*
 * A page's states before it has its data (the gig, show, festival and venue
 * pages): a skeleton while it loads, 'not found' for an address that names
 * nothing, and a load error with 'Try again'. One layout for all; each page
 * gives its texts (its PageStates) and the shape of its skeleton.
 */

/** One skeleton bar: its height, width and (when not the theme's) radius. */
export interface SkeletonBar {
  height: number;
  width: number | string;
  radius?: MantineRadius;
}

/** A skeleton bar, `bar(36, '70%')` (the shapes read as a list, one card a line). */
export function bar(height: number, width: number | string, radius?: MantineRadius): SkeletonBar {
  return { height, width, radius };
}

/** A bordered card of skeleton bars, one under the other, then rows of bars side by side. */
export interface SkeletonCardShape {
  bars: readonly SkeletonBar[];
  rows?: readonly { mt: MantineSpacing; bars: readonly SkeletonBar[] }[];
}

export interface PageSkeletonProps {
  /** The busy region's accessible name ('Loading gig'). */
  label: string;
  gap?: MantineSpacing;
  /** The page's cards, the hero first. */
  cards: readonly SkeletonCardShape[];
  /** What follows the cards (show cards...). */
  children?: ReactNode;
}

export interface PageNotFoundProps {
  /** A 40 px icon in the message's badge. */
  icon: Icon;
  title: string;
  titleColor?: MantineColor;
  /** What is missing, under the title. */
  message: string;
  /** The variant of 'Return Home' (filled by default). */
  homeVariant?: ButtonVariant;
  /** Where else to go, beside 'Return Home'. */
  links?: readonly { to: LinkProps['to']; label: string }[];
}

export interface PageLoadErrorProps {
  title: string;
  message: string;
}

/** The texts and shapes of one page's states. */
export interface PageStates {
  loading: PageSkeletonProps;
  notFound: PageNotFoundProps;
  loadError: PageLoadErrorProps;
}

function Bars({ bars }: { bars: readonly SkeletonBar[] }) {
  return bars.map((shape, i) => <Skeleton key={i} {...shape} />);
}

/** The page while it loads: its cards' skeletons in a busy region. */
export function PageSkeleton({ label, gap = 'lg', cards, children }: PageSkeletonProps) {
  return (
    <Stack gap={gap} {...busyRegion(label)}>
      {cards.map((card, i) => (
        <Paper key={i} radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
          <Stack gap="sm">
            <Bars bars={card.bars} />
            {card.rows?.map((row, j) => (
              <Group key={j} gap="md" mt={row.mt}>
                <Bars bars={row.bars} />
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {children}
    </Stack>
  );
}

/** An address that names nothing (an unknown id, a date that cannot be): 'Return Home'. */
export function PageNotFound({
  icon: Icon,
  title,
  titleColor,
  message,
  homeVariant,
  links = [],
}: PageNotFoundProps) {
  return (
    <PageMessage
      icon={<Icon size={40} stroke={1.6} />}
      color="midnight"
      title={title}
      titleColor={titleColor}
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/" variant={homeVariant}>
            Return Home
          </Button>
          {links.map((link) => (
            <Button key={link.label} component={Link} to={link.to} variant="default">
              {link.label}
            </Button>
          ))}
        </Group>
      }
    >
      {message}
    </PageMessage>
  );
}

/** The page could not be loaded (server or network trouble): 'Try again'. */
function PageLoadError({ title, message, onRetry }: PageLoadErrorProps & { onRetry: () => void }) {
  return (
    <PageMessage
      icon={<IconAlertTriangle size={40} stroke={1.6} />}
      color="red"
      title={title}
      actions={
        <Button onClick={onRetry} variant="light">
          Try again
        </Button>
      }
    >
      {message}
    </PageMessage>
  );
}

/**
 * A page's query before it succeeded: the skeleton while it is pending; when
 * it failed, 'not found' for an answer asking again cannot change
 * (isMissingAnswer: 404, or 400 for an id the API cannot hold), else the load error.
 */
export function PageState({
  query,
  states,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  states: PageStates;
}) {
  if (query.isPending) return <PageSkeleton {...states.loading} />;
  if (isMissingAnswer(query.error)) return <PageNotFound {...states.notFound} />;
  return <PageLoadError {...states.loadError} onRetry={() => void query.refetch()} />;
}
