/**
 * A screen's tabs, kept in `?tab=`, declared once by their labels in order
 * (value: label): `tabs` lists them for the tab bar; `isTab` narrows a value
 * to one of them; `validateSearch` (the route's) keeps a known tab other than
 * the default and drops anything else; `searchOf` is the search a chosen tab
 * navigates to. The default tab has the bare URL both ways.
 */
export function tabSearch<const L extends Readonly<Record<string, string>>>(
  labels: L,
  defaultTab: keyof L & string,
) {
  type Tab = keyof L & string;
  const tabs = Object.entries(labels).map(([value, label]) => ({ value: value as Tab, label }));
  const isTab = (value: unknown): value is Tab => tabs.some((t) => t.value === value);
  const searchOf = (tab: Tab): { tab?: Tab } => (tab === defaultTab ? {} : { tab });
  const validateSearch = (search: Record<string, unknown>): { tab?: Tab } =>
    isTab(search.tab) ? searchOf(search.tab) : {};
  return { tabs, defaultTab, isTab, validateSearch, searchOf };
}

/** The value type of a screen's tabs. */
export type TabOf<S extends { defaultTab: string }> = S['defaultTab'];
