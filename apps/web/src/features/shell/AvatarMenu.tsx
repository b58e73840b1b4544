import type { User } from '@gigrank/domain';
import { Menu, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../auth/session';
import { AvatarButton } from './HeaderButtons';

/** SPEC section 2 "Avatar menu": name in upper case, the handle, View Profile and Logout. */
export function AvatarMenu({ user, defaultOpened }: { user: User; defaultOpened?: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await signOut();
      await navigate({ to: '/auth' });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="lg"
      radius="md"
      withinPortal
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <AvatarButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={8}>
          <Text fw={800} fz="sm" c="midnight.9" truncate="end">
            {user.displayName.toUpperCase()}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            @{user.username}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUserCircle size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/profile' })}
        >
          View Profile
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={loggingOut}
          onClick={() => void logout()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
