import { PRODUCT_NAME } from '@gigrank/domain';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconVinyl } from '@tabler/icons-react';

/** The product mark: a record in a raspberry tile and the name. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={large ? 44 : 34}
        radius="md"
        variant="gradient"
        gradient={{ from: 'encore.7', to: 'spotlight.6', deg: 135 }}
        aria-hidden
      >
        <IconVinyl size={large ? 28 : 22} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={900} fz={large ? 30 : 22} lts={-0.5} c="bright" ff="heading">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
