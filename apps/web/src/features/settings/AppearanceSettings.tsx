import { COLOR_SCHEME_LABELS, COLOR_SCHEMES } from '@gigrank/domain';
import { SegmentedControl, useMantineColorScheme } from '@mantine/core';

/**
 * Settings' Appearance: light, dark or as the system says, the same choice
 * as the account menu's (MantineProvider keeps it, App.tsx; index.html's
 * inline script applies it before the next visit's first paint).
 */
export function AppearanceSettings() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      fullWidth
      radius="xl"
      aria-label="Colour scheme"
      value={colorScheme}
      onChange={(value) => {
        const choice = COLOR_SCHEMES.find((scheme) => scheme === value);
        if (choice) setColorScheme(choice);
      }}
      data={COLOR_SCHEMES.map((scheme) => ({ value: scheme, label: COLOR_SCHEME_LABELS[scheme] }))}
    />
  );
}
