import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import { SidePanel } from '../../ui/SidePanel.js';
import { usableName } from './tagItems.js';
import { addTagAtom, loadTagsAtom, tagsStateAtom } from './tagsAtoms.js';
import { TagRow } from './TagRow.js';

/**
 * The tags manager (spec part 2 sections 2, 4, 5): add (disabled while the name is empty; Enter
 * adds), rename inline, delete with confirmation, and each tag's truck count, which shows those
 * trucks in the vehicle list.
 */
export function TagsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const state = useAtomValue(tagsStateAtom);
  const reload = useSetAtom(loadTagsAtom);
  return (
    <SidePanel className="tags-panel" title={t('tags.title')} onClose={onClose}>
      <AddTagForm />
      {state.items.length === 0 &&
        (state.status === 'error' ? (
          <ErrorWithRetry what={t('common.error_loading')} onRetry={() => void reload()} />
        ) : (
          <p className="muted" role="status">
            {state.status === 'ready' ? t('tags.empty') : t('common.loading')}
          </p>
        ))}
      {state.items.length > 0 && (
        <ul className="tags-list" aria-label={t('tags.title')}>
          {state.items.map((item) => (
            <TagRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </SidePanel>
  );
}

function AddTagForm() {
  const { t } = useTranslation();
  const add = useSetAtom(addTagAtom);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!usableName(name) || busy) return;
    setBusy(true);
    void add(name).then((result) => {
      setBusy(false);
      setDuplicate(result === 'duplicate');
      if (result === 'added') setName('');
    });
  };
  return (
    <form className="tag-add" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('tags.name')}
      </label>
      <input
        id={inputId}
        name="tag"
        placeholder={t('tags.name')}
        value={name}
        maxLength={40}
        autoComplete="off"
        aria-invalid={duplicate}
        aria-describedby={duplicate ? errorId : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setDuplicate(false);
        }}
      />
      <button
        type="submit"
        className="primary"
        disabled={!usableName(name) || busy}
        aria-busy={busy}
      >
        <Plus size={16} aria-hidden />
        {t('tags.add')}
      </button>
      {duplicate && (
        <p id={errorId} className="tag-add-error" role="alert">
          {t('tags.duplicate')}
        </p>
      )}
    </form>
  );
}
