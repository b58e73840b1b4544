import { Button, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A list row's small, quiet button that takes something away (Remove,
 * Not going): its icon before the text, a spinner while it works, and an
 * aria label that names the row it acts on.
 */
export function SubtleRowButton({
  icon: ButtonIcon,
  color = 'red',
  loading,
  label,
  onClick,
  style,
  children,
}: {
  icon: Icon;
  color?: MantineColor;
  loading: boolean;
  label: string;
  onClick: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={color}
      radius="xl"
      leftSection={<ButtonIcon size={14} aria-hidden />}
      loading={loading}
      aria-label={label}
      onClick={onClick}
      style={style}
    >
      {children}
    </Button>
  );
}
