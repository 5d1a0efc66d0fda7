import { useAtom, useSetAtom } from 'jotai';
import { LogIn, LogOut, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog.js';
import {
  fetchFreightLogin,
  fetchSavedSearches,
  freightLogout,
  type SavedFreightSearch,
} from './resourceApi.js';
import { freightLoginsAtom, searchSavedFreightAtom } from './resourceAtoms.js';
import { FreightLoginDialog } from './FreightLoginDialog.js';
import { FREIGHT_BOARDS, type FreightBoardId } from './resourceModel.js';

/**
 * Access to the freight exchanges (part 2 §2 user-config modal): each exchange with who is signed
 * in, sign in or out, and once signed in its saved searches, each one search away.
 */
export function FreightAccessDialog({
  onClose,
  onSearch,
}: {
  onClose: () => void;
  /** A saved search starts: the form collapses over its results. */
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  const [logins, setLogins] = useAtom(freightLoginsAtom);
  const [signingIn, setSigningIn] = useState<FreightBoardId | null>(null);
  useEffect(() => {
    for (const board of FREIGHT_BOARDS)
      fetchFreightLogin(board).then(
        (state) => setLogins((all) => ({ ...all, [board]: state.username })),
        (error: unknown) => console.warn(`${board} sign-in state failed`, error),
      );
  }, [setLogins]);
  return (
    <Dialog title={t('freight.access')} open onClose={onClose} className="freight-access">
      <ul className="freight-boards">
        {FREIGHT_BOARDS.map((board) => {
          const username = logins[board];
          return (
            <li key={board}>
              <div className="planner-row">
                <strong>{t(`resources.kind.${board}`)}</strong>
                <span className="muted">
                  {username === undefined
                    ? t('freight.checking')
                    : username
                      ? t('freight.signed_in_as', { username })
                      : t('freight.signed_out')}
                </span>
                {username ? (
                  <button
                    type="button"
                    onClick={() =>
                      void freightLogout(board).then(
                        () => setLogins((all) => ({ ...all, [board]: null })),
                        (error: unknown) => console.warn('freight logout failed', error),
                      )
                    }
                  >
                    <LogOut size={14} aria-hidden />
                    {t('freight.logout')}
                  </button>
                ) : (
                  username === null && (
                    <button type="button" onClick={() => setSigningIn(board)}>
                      <LogIn size={14} aria-hidden />
                      {t('freight.login_button')}
                    </button>
                  )
                )}
              </div>
              {username && (
                <SavedSearches
                  board={board}
                  onSearched={() => {
                    onSearch();
                    onClose();
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      {signingIn && <FreightLoginDialog board={signingIn} onClose={() => setSigningIn(null)} />}
    </Dialog>
  );
}

/** A signed-in user's saved searches on an exchange (a failed load is only logged, §8). */
function SavedSearches({ board, onSearched }: { board: FreightBoardId; onSearched: () => void }) {
  const { t } = useTranslation();
  const search = useSetAtom(searchSavedFreightAtom);
  const [searches, setSearches] = useState<SavedFreightSearch[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchSavedSearches(board).then(
      (data) => current && setSearches(data),
      (error: unknown) => console.warn(`${board} saved searches failed`, error),
    );
    return () => {
      current = false;
    };
  }, [board]);
  if (!searches || searches.length === 0) return null;
  return (
    <section className="freight-searches" aria-label={t('freight.saved_searches')}>
      <h3>{t('freight.saved_searches')}</h3>
      <ul>
        {searches.map((s) => (
          <li key={s.id}>
            <span>{s.name}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('freight.run_search', { name: s.name })}
              onClick={() => {
                onSearched();
                void search(board, s);
              }}
            >
              <Search size={14} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
