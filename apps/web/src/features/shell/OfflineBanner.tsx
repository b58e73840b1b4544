import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOffline } from '../../lib/network-status';
import classes from './OfflineBanner.module.css';

/**
 * The offline banner: under the header while the app has no connection
 * (lib/network-status.ts). The status region is always there, so screen
 * readers announce the banner when it appears.
 */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status" aria-live="polite" className={classes.region}>
      {offline ? (
        <Group gap="xs" justify="center" wrap="nowrap" className={classes.banner}>
          <IconWifiOff size={16} aria-hidden />
          <Text fz="sm" fw={600} c="inherit">
            You are offline — showing what was last loaded
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
