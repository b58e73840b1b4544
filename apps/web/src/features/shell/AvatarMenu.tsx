import { COLOR_SCHEME_LABELS, COLOR_SCHEMES, type User } from '@gigrank/domain';
import { Menu, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { IconFileImport, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../auth';
import { AvatarButton } from './HeaderButtons';

/**
 * Light, dark or as the system says: a group of radio items (menuitemradio),
 * so a screen reader hears which is on. The menu stays open, to show the change.
 * MantineProvider keeps the choice (App.tsx) and index.html's inline script
 * applies it before the next visit's first paint.
 */
function AppearanceItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <div role="group" aria-labelledby="appearance-label">
      <Menu.Label id="appearance-label">Appearance</Menu.Label>
      <Menu.RadioGroup
        value={colorScheme}
        onChange={(value) => {
          const choice = COLOR_SCHEMES.find((scheme) => scheme === value);
          if (choice) setColorScheme(choice);
        }}
      >
        {COLOR_SCHEMES.map((scheme) => (
          <Menu.RadioItem key={scheme} value={scheme}>
            {COLOR_SCHEME_LABELS[scheme]}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </div>
  );
}

/**
 * SPEC section 2 "Avatar menu": name in upper case, the handle, View Profile
 * and Logout; between them, Import shows, Settings and the appearance.
 */
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
          <Text fw={800} fz="sm" c="bright" truncate="end">
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
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/import' })}
        >
          Import shows
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/settings' })}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <AppearanceItems />
        <Menu.Divider />
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
