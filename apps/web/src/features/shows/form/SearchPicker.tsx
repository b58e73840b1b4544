import { LIST_MAX_HEIGHT_PX, PICKER_OFFLINE_HINT } from '@gigrank/domain';
import {
  Combobox,
  Group,
  Loader,
  Text,
  TextInput,
  useCombobox,
  type TextInputProps,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useOffline } from '../../../lib/network-status';

/** The value of the option that adds the typed text as a new entry. */
const CREATE_OPTION = '\u0000create';

/** The text box's own props, handed to it as they are. */
type SearchPickerBoxProps = Pick<
  TextInputProps,
  'placeholder' | 'description' | 'error' | 'withAsterisk' | 'leftSection' | 'disabled'
> & {
  /** The box's label, which also names its list of suggestions. */
  label: string;
};

export interface SearchPickerProps<T> extends SearchPickerBoxProps {
  /** The text in the box. */
  value: string;
  /** The user typed: the text is free until an option is picked. */
  onChange: (text: string) => void;
  /** Whether the dropdown is open: searches run only while it is. */
  onOpenChange: (opened: boolean) => void;
  /**
   * The results of the search for the text now typed (usePickerSearch), never
   * another query's; undefined until they come.
   */
  items: readonly T[] | undefined;
  /** The search for the text now typed is under way. */
  loading: boolean;
  /** The search failed: its message ('Failed to fetch artists'...). */
  failure: string | null;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** 'Add "{text}" as a new artist': the create option's label; none means no create option. */
  createLabel?: (text: string) => string;
  onCreate?: (text: string) => void;
  /** A create call is under way. */
  creating?: boolean;
  /** Enter pressed with no option highlighted and no item that is the typed text (taken as is). */
  onEnterText?: (text: string) => void;
  /** Whether an item is the typed text (no create option then; Enter picks it). */
  matchesText?: (item: T, text: string) => boolean;
  /** Shown for an empty list while the box is blank. */
  blankText?: string;
  inputProps?: Omit<TextInputProps, 'value' | 'onChange' | 'label'>;
}

/**
 * Scrolls a box low on the screen (behind the tab bar, or with no room for
 * its list) up to the middle, so its suggestions show below it.
 */
function bringIntoRoom(input: HTMLElement) {
  const { top } = input.getBoundingClientRect();
  if (top > window.innerHeight * 0.5 || top < 0) input.scrollIntoView({ block: 'center' });
}

/**
 * A text box with a searchable list (Mantine Combobox): the user may type
 * freely or pick an option. Results show only while the list is open, and
 * only those of the text now typed: while they are on their way the list says
 * it is searching, so a tap or Enter picks what was typed. When nothing
 * matches, 'No results found for "{text}"' offers to add the text as a new
 * entry (SPEC section 2 "Add New Show"). Lists are at most 300 px high.
 */
export function SearchPicker<T>({
  value,
  onChange,
  onOpenChange,
  items,
  loading,
  failure,
  itemKey,
  renderItem,
  onPick,
  createLabel,
  onCreate,
  creating = false,
  onEnterText,
  matchesText,
  blankText = 'Start typing to search',
  inputProps,
  ...box
}: SearchPickerProps<T>) {
  const offline = useOffline();
  const combobox = useCombobox({
    onDropdownOpen: () => onOpenChange(true),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      onOpenChange(false);
    },
  });

  const text = value.trim();
  const list = items ?? [];
  const canCreate = Boolean(createLabel && onCreate && text);
  const exact = matchesText ? list.some((item) => matchesText(item, text)) : false;
  const noResults = !loading && !failure && items !== undefined && list.length === 0;
  const showCreate = canCreate && !failure && !loading && items !== undefined && !exact;

  const submit = (optionValue: string) => {
    if (optionValue === CREATE_OPTION) {
      if (text && onCreate) onCreate(text);
      combobox.closeDropdown();
      return;
    }
    const item = list.find((candidate) => itemKey(candidate) === optionValue);
    if (item) onPick(item);
    combobox.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // An highlighted option is picked by the Combobox itself.
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    // The results are those of the text typed (usePickerSearch): Enter picks the one that is it.
    const typed = text && matchesText ? list.find((item) => matchesText(item, text)) : undefined;
    if (typed !== undefined) {
      event.preventDefault();
      onPick(typed);
      combobox.closeDropdown();
    } else if (onEnterText) {
      event.preventDefault();
      if (text) onEnterText(text);
      combobox.closeDropdown();
    } else if (combobox.dropdownOpened) {
      // Enter keeps the typed text and closes the list instead of sending the form.
      event.preventDefault();
      combobox.closeDropdown();
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} shadow="md">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...inputProps}
          {...box}
          autoComplete="off"
          value={value}
          rightSection={loading || creating ? <Loader size="xs" aria-hidden /> : undefined}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            bringIntoRoom(event.currentTarget);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options
          aria-label={`${box.label} suggestions`}
          mah={LIST_MAX_HEIGHT_PX}
          style={{ overflowY: 'auto' }}
        >
          {failure ? (
            <Combobox.Empty>
              {offline ? (
                // Offline a failed search is expected, not an error: the text is kept as typed.
                <Text size="sm" c="dimmed">
                  {PICKER_OFFLINE_HINT}
                </Text>
              ) : (
                <Text size="sm" c="red">
                  {failure}
                </Text>
              )}
            </Combobox.Empty>
          ) : null}
          {items === undefined && loading ? (
            <Combobox.Empty>
              <Group gap="xs" justify="center">
                <Loader size="xs" aria-hidden />
                <Text size="sm">Searching...</Text>
              </Group>
            </Combobox.Empty>
          ) : null}
          {noResults && text ? (
            <Combobox.Empty>
              <Text size="sm">No results found for &quot;{text}&quot;</Text>
            </Combobox.Empty>
          ) : null}
          {noResults && !text ? (
            <Combobox.Empty>
              <Text size="sm">{blankText}</Text>
            </Combobox.Empty>
          ) : null}
          {list.map((item) => (
            <Combobox.Option value={itemKey(item)} key={itemKey(item)}>
              {renderItem(item)}
            </Combobox.Option>
          ))}
          {showCreate && createLabel ? (
            <Combobox.Option value={CREATE_OPTION} disabled={creating}>
              <Group gap={6} wrap="nowrap" c="encore">
                <IconPlus size={16} aria-hidden />
                <Text size="sm" fw={600} inherit>
                  {createLabel(text)}
                </Text>
              </Group>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
