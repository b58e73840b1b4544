import { Button, type ButtonVariant, type MantineColor, type MantineRadius } from '@mantine/core';
import { IconPencil, type Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/** An icon's size in pixels on a button of each size: a little taller than the button's text. */
const ICON_SIZE = { xs: 14, sm: 16 } as const;

/** What the named action buttons (EditButton, DeleteButton) take. */
export interface ActionButtonProps {
  size?: keyof typeof ICON_SIZE;
  variant?: ButtonVariant;
  radius?: MantineRadius;
  /** Its accessible name, where the text alone would not say what it acts on. */
  label?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A button with an icon before the text that names its action. The icon is
 * decorative (the text, or the aria label, names the action) and sized to
 * the button.
 */
export function ActionButton({
  icon: ButtonIcon,
  size = 'sm',
  label,
  ...button
}: ActionButtonProps & { icon: Icon; color?: MantineColor; style?: CSSProperties }) {
  return (
    <Button
      size={size}
      leftSection={<ButtonIcon size={ICON_SIZE[size]} aria-hidden />}
      aria-label={label}
      {...button}
    />
  );
}

/**
 * The button with a pencil that opens the editor of something the viewer owns
 * ('Edit', 'Edit profile'); a DeleteButton stands next to it where the thing
 * can also go.
 */
export function EditButton({ variant = 'light', ...button }: ActionButtonProps) {
  return <ActionButton icon={IconPencil} variant={variant} {...button} />;
}
