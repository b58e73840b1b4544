import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@gigrank/domain';
import { Tooltip } from '@mantine/core';
import { AvatarMenu } from './AvatarMenu';
import { HeaderButtons, type HeaderButtonsProps } from './HeaderButtons';

/**
 * The header's buttons with their tooltips and the account menu (Tooltip and
 * Menu bring floating-ui): loaded just after the first screen, in place of the
 * plain buttons. `menuRequested`: the avatar was pressed before this loaded.
 */
export default function HeaderActions({
  menuRequested,
  ...props
}: Omit<HeaderButtonsProps, 'withTooltip' | 'account'> & { menuRequested: boolean }) {
  return (
    <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <HeaderButtons
        {...props}
        withTooltip={(label, button) => <Tooltip label={label}>{button}</Tooltip>}
        account={<AvatarMenu user={props.user} defaultOpened={menuRequested} />}
      />
    </Tooltip.Group>
  );
}
