/**
 * A screen's tabs kept in `?tab=`: `isTab` narrows a value to one of them,
 * `validateSearch` (the route's) keeps a known tab other than the default and
 * drops anything else, so the default tab has the bare URL.
 */
export function tabSearch<const T extends readonly { value: string }[]>(
  tabs: T,
  defaultTab: T[number]['value'],
) {
  type Tab = T[number]['value'];
  const isTab = (value: unknown): value is Tab => tabs.some((t) => t.value === value);
  const validateSearch = (search: Record<string, unknown>): { tab?: Tab } => {
    const tab = search.tab;
    return isTab(tab) && tab !== defaultTab ? { tab } : {};
  };
  return { isTab, validateSearch };
}
