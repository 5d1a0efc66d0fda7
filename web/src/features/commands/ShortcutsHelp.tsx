import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.js';
import './commands.css';

/** Ctrl on most systems, ⌘ on Apple's. */
const MOD =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

const SHORTCUTS: ReadonlyArray<{ keys: string[]; what: string }> = [
  { keys: [`${MOD}+K`], what: 'shortcuts.palette' },
  { keys: ['/'], what: 'shortcuts.search' },
  { keys: ['?'], what: 'shortcuts.help' },
  { keys: ['Esc'], what: 'shortcuts.close' },
  { keys: ['↑', '↓'], what: 'shortcuts.rows' },
  { keys: ['PgUp', 'PgDn', 'Home', 'End'], what: 'shortcuts.pages' },
  { keys: ['Enter'], what: 'shortcuts.follow' },
];

/** `?`: every keyboard shortcut, in words. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('shortcuts.title')} open onClose={onClose} className="shortcuts-dialog">
      <dl className="shortcuts">
        {SHORTCUTS.map((s) => (
          <div key={s.what}>
            <dt>
              {s.keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{t(s.what)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
