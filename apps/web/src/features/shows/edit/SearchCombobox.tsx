import { LIST_MAX_HEIGHT_PX } from '@gigrank/domain';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SearchOption {
  key: string;
  /** What the field takes when the option is picked. */
  value: string;
  label: string;
  description?: string;
  /** Extra data of the option (the city's country...). */
  meta?: string | null;
}

const TYPED = '__typed__';

export interface SearchComboboxProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  /** Whether the dropdown is open: searches run only while it is (SPEC section 2). */
  onOpenChange: (opened: boolean) => void;
  options: SearchOption[];
  loading: boolean;
  onPick: (option: SearchOption) => void;
  /** Offer the typed text as an entry of its own ('Add "{text}"') when nothing matches it exactly. */
  offerTyped?: boolean;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  leftSection?: ReactNode;
  disabled?: boolean;
}

/**
 * A text field with a searchable list under it (the pickers of SPEC section
 * 2): matches as options, 'No results found for "{text}"' when there are
 * none, and optionally an entry that adds the text as typed.
 */
export function SearchCombobox({
  label,
  placeholder,
  value,
  onChange,
  onOpenChange,
  options,
  loading,
  onPick,
  offerTyped = false,
  required,
  error,
  description,
  leftSection,
  disabled,
}: SearchComboboxProps) {
  const combobox = useCombobox({
    onDropdownOpen: () => onOpenChange(true),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      onOpenChange(false);
    },
  });
  const text = value.trim();
  const exactOption = () =>
    options.find((o) => o.value.trim().toLowerCase() === text.toLowerCase());
  const showTyped = offerTyped && text !== '' && !exactOption();

  const pick = (key: string) => {
    if (key === TYPED) {
      onPick({ key: TYPED, value: text, label: text });
    } else {
      const option = options.find((o) => o.key === key);
      if (option) onPick(option);
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          required={required}
          error={error}
          description={description}
          leftSection={leftSection}
          disabled={disabled}
          autoComplete="off"
          rightSection={loading ? <Loader size={14} aria-label="Searching" /> : null}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter without a highlighted option takes the exact match, or the text as typed.
            if (
              event.key === 'Enter' &&
              text !== '' &&
              combobox.dropdownOpened &&
              combobox.getSelectedOptionIndex() === -1
            ) {
              const match = exactOption();
              if (match) {
                event.preventDefault();
                pick(match.key);
              } else if (offerTyped) {
                event.preventDefault();
                pick(TYPED);
              }
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          mah={LIST_MAX_HEIGHT_PX}
          style={{ overflowY: 'auto' }}
          aria-label={`${label} suggestions`}
        >
          {options.map((option) => (
            <Combobox.Option value={option.key} key={option.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fz="sm" truncate="end">
                  {option.label}
                </Text>
                {option.description ? (
                  <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {option.description}
                  </Text>
                ) : null}
              </Group>
            </Combobox.Option>
          ))}
          {!loading && options.length === 0 && text !== '' ? (
            <Combobox.Empty>No results found for &quot;{text}&quot;</Combobox.Empty>
          ) : null}
          {loading && options.length === 0 ? <Combobox.Empty>Searching...</Combobox.Empty> : null}
          {showTyped ? (
            <Combobox.Option value={TYPED}>
              <Text fz="sm" fw={600} c="encore.7">
                Add &quot;{text}&quot;
              </Text>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
