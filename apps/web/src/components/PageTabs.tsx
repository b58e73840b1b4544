import { SegmentedControl, Tabs, type MantineSize, type TabsListProps } from '@mantine/core';
import { tone } from '@gigrank/ui';
import classes from './PageTabs.module.css';

interface TabItem<V extends string> {
  value: V;
  label: string;
}

/** The tab row of a page's `<Tabs>`: every tab on one line, sharing the width. */
export function PageTabList<V extends string>({
  tabs,
  mb,
}: {
  tabs: readonly TabItem<V>[];
  mb?: TabsListProps['mb'];
}) {
  return (
    <Tabs.List grow className={classes.list} mb={mb}>
      {tabs.map((t) => (
        <Tabs.Tab key={t.value} value={t.value} className={classes.tab}>
          {t.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

/**
 * A switch between a page's sections (a segmented control) that only ever
 * answers one of `options`' values.
 */
export function SectionSwitch<V extends string>({
  label,
  value,
  options,
  onChange,
  size,
}: {
  /** Its accessible name. */
  label: string;
  value: V;
  options: readonly TabItem<V>[];
  onChange: (value: V) => void;
  size?: MantineSize;
}) {
  return (
    <SegmentedControl
      fullWidth
      size={size}
      radius="xl"
      aria-label={label}
      value={value}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      // The selected segment's fill through Mantine's own variable: a class of ours lost to
      // Mantine's rule of the same weight when the stylesheets came in the other order, and
      // the white label sat on white.
      color={tone.strong}
      classNames={{ root: classes.switch, label: classes.switchLabel }}
    />
  );
}
