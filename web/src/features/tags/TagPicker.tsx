import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';

interface TagOption {
  id: number;
  name: string;
}

interface TagPickerProps {
  /** The tags that may be added. */
  options: readonly TagOption[];
  label: string;
  disabled?: boolean;
  onPick: (id: number) => void;
}

/**
 * A combobox of tags: type to narrow (or arrow down for all), arrows and Enter to pick
 * (react-aria-components); the field empties after each pick so the next tag can follow.
 */
export function TagPicker({ options, label, disabled, onPick }: TagPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // A pick starts a fresh field (closed, empty), keeping the focus for the next one: emptying
  // the field of the same combobox would reopen its list at once.
  const [round, setRound] = useState(0);
  const needle = text.trim().toLowerCase();
  const shown = options.filter((o) => o.name.toLowerCase().includes(needle));
  return (
    <ComboBox
      key={round}
      className="tag-picker"
      aria-label={label}
      items={shown}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key === null) return;
        setText('');
        setRound(round + 1);
        onPick(Number(key));
      }}
      menuTrigger="input"
      isDisabled={disabled ?? false}
    >
      <Input placeholder={label} autoFocus={round > 0} />
      <Popover className="tag-popover" placement="bottom start">
        <ListBox<TagOption>
          className="tag-options"
          renderEmptyState={() => <div className="tag-options-empty">{t('tags.no_options')}</div>}
        >
          {(item) => (
            <ListBoxItem className="tag-option" id={item.id} textValue={item.name}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
