import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag, Tags } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { assignTagAtom, selectedTrucksAtom, selectingAtom, tagsStateAtom } from './tagsAtoms.js';

/** The vehicle list's "Select" switch (for those who may manage tags). */
export function SelectToggle() {
  const { t } = useTranslation();
  const [selecting, setSelecting] = useAtom(selectingAtom);
  const setSelected = useSetAtom(selectedTrucksAtom);
  return (
    <button
      type="button"
      className="link-button select-toggle"
      aria-pressed={selecting}
      onClick={() => {
        setSelecting(!selecting);
        setSelected(new Set());
      }}
    >
      {t('tags.select_vehicles')}
    </button>
  );
}

/**
 * Selection mode of the vehicle list: select all shown, how many are selected, a tag to add to
 * or remove from them, and Done.
 */
export function BulkTagBar({ shownIds }: { shownIds: readonly number[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useAtom(selectedTrucksAtom);
  const setSelecting = useSetAtom(selectingAtom);
  const tags = useAtomValue(tagsStateAtom).items;
  const fleet = useAtomValue(fleetAtom);
  const assign = useSetAtom(assignTagAtom);
  const [busy, setBusy] = useState(false);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const run = (tagId: number, assigned: boolean) => {
    // Trucks that left the company's stream since they were picked cannot be tagged.
    const ids = [...selected].filter((id) => fleet?.trucks.has(id) ?? true);
    if (ids.length === 0) return;
    setBusy(true);
    void assign(tagId, ids, assigned).finally(() => setBusy(false));
  };
  const menu = (assigned: boolean) => (
    <MenuTrigger>
      <Button className="bulk-menu" isDisabled={selected.size === 0 || busy}>
        {assigned ? <Tag size={14} aria-hidden /> : <Tags size={14} aria-hidden />}
        {t(assigned ? 'tags.add_to_selected' : 'tags.remove_from_selected')}
      </Button>
      <Popover className="tag-popover" placement="bottom end">
        <Menu
          className="tag-options"
          items={tags}
          onAction={(key) => run(Number(key), assigned)}
          renderEmptyState={() => <div className="tag-options-empty">{t('tags.empty')}</div>}
        >
          {(tag) => (
            <MenuItem className="tag-option" id={tag.id} textValue={tag.name}>
              {tag.name}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
  return (
    <div className="bulk-bar" role="toolbar" aria-label={t('tags.selection')} aria-busy={busy}>
      <label>
        <input
          type="checkbox"
          checked={allShown}
          disabled={shownIds.length === 0}
          onChange={() => setSelected(allShown ? new Set() : new Set(shownIds))}
        />
        {t('tags.select_all_shown')}
      </label>
      <span className="bulk-count" role="status">
        {t('tags.selected_count', { count: selected.size })}
      </span>
      <button
        type="button"
        onClick={() => {
          setSelecting(false);
          setSelected(new Set());
        }}
      >
        {t('tags.done')}
      </button>
      <div className="bulk-actions">
        {menu(true)}
        {menu(false)}
      </div>
    </div>
  );
}
