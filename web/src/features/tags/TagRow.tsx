import { useSetAtom } from 'jotai';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, CircleAlert, Pencil, Trash2, X } from 'lucide-react';
import type { CompanyTagItem } from '@fleetdeck/shared';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { usableName } from './tagItems.js';
import { deleteTagAtom, editTagAtom, filterByTagAtom, renameTagAtom } from './tagsAtoms.js';

/** One tag: its name and truck count, rename inline (Enter saves, Esc cancels), delete. */
export function TagRow({ item }: { item: CompanyTagItem }) {
  const { t } = useTranslation();
  const edit = useSetAtom(editTagAtom);
  const rename = useSetAtom(renameTagAtom);
  const remove = useSetAtom(deleteTagAtom);
  const filter = useSetAtom(filterByTagAtom);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="tag-row" data-tag-id={item.id} data-error={item.error} aria-busy={item.loading}>
      {item.to_update ? (
        <RenameField
          item={item}
          onSave={(name) => void rename(item.id, name)}
          onCancel={() => edit(item.id, false)}
        />
      ) : (
        <>
          <span className="tag-name">{item.name}</span>
          <button
            type="button"
            className="link-button tag-count"
            title={t('tags.show_vehicles')}
            disabled={item.trucks === 0}
            onClick={() => filter(item.id)}
          >
            {t('tags.trucks_count', { count: item.trucks })}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`${t('tags.rename')} ${item.name}`}
            title={t('tags.rename')}
            disabled={item.loading}
            onClick={() => edit(item.id, true)}
          >
            <Pencil size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`${t('common.delete')} ${item.name}`}
            title={t('common.delete')}
            disabled={item.loading}
            onClick={() => setConfirming(true)}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </>
      )}
      {item.loading && (
        <span className="tag-state muted" role="status">
          {t('tags.saving')}
        </span>
      )}
      {item.error && !item.loading && (
        <span className="tag-state tag-error">
          <CircleAlert size={14} aria-hidden />
          {t('tags.not_saved')}
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('tags.delete_confirm')}
        message={`${item.name} · ${t('tags.trucks_count', { count: item.trucks })}`}
        onAnswer={(yes) => {
          setConfirming(false);
          if (yes) void remove(item.id);
        }}
      />
    </li>
  );
}

function RenameField(props: {
  item: CompanyTagItem;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.item.name);
  const unchanged = name.trim() === props.item.name;
  const save = () => {
    if (!usableName(name)) return;
    if (unchanged) props.onCancel();
    else props.onSave(name);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Esc cancels the rename, not the whole panel.
      event.stopPropagation();
      props.onCancel();
    }
  };
  return (
    <>
      <input
        className="tag-rename"
        aria-label={`${t('tags.rename')} ${props.item.name}`}
        value={name}
        maxLength={40}
        // The field replaces the button pressed to open it: the focus goes on to it.
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={onKey}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.save')}
        title={t('common.save')}
        disabled={!usableName(name)}
        onClick={save}
      >
        <Check size={16} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.cancel')}
        title={t('common.cancel')}
        onClick={props.onCancel}
      >
        <X size={16} aria-hidden />
      </button>
    </>
  );
}
