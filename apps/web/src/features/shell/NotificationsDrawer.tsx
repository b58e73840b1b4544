import { Drawer, EmptyState } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';

/**
 * SPEC section 2 "Notifications panel". Notifications are produced by later
 * milestones (follows, likes, comments, Want to See); until then the panel
 * shows its empty state and the header shows no badge.
 */
export function NotificationsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="NOTIFICATIONS"
      position="right"
      size="md"
      styles={{ title: { fontWeight: 900, letterSpacing: 1 } }}
    >
      <EmptyState
        mt="xl"
        variant="light"
        color="encore"
        icon={<IconBellOff size={28} aria-hidden />}
        title="No notifications yet"
        description="When you get notifications about new shows, follows or likes, they'll appear here."
      />
    </Drawer>
  );
}
