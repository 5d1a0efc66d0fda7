import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@fleetdeck/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { Dialog } from '../../../ui/Dialog.js';
import { ErrorWithRetry } from '../../../ui/ErrorWithRetry.js';
import { Pager } from '../../../ui/Pager.js';
import type { StoredRoute } from './savedRoutesApi.js';
import {
  deleteSavedRouteAtom,
  loadSavedRoutesAtom,
  savedRoutesListAtom,
  setSavedRouteAtom,
} from './savedRoutesAtoms.js';
import { SavedRouteItem } from './SavedRouteItem.js';

/** The saved routes modal (part 2 §2), opened from step 1. */
export function SavedRoutesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('planner.savedroutes.title')}
      open={open}
      onClose={onClose}
      className="saved-routes-dialog"
    >
      <SavedRoutesChooser onClose={onClose} />
    </Dialog>
  );
}

/**
 * The company's saved trips, a page of 10 at a time: one is chosen by its radio, set route fills
 * the form with it; each can be deleted after a confirmation.
 */
function SavedRoutesChooser({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const group = useId();
  const list = useAtomValue(savedRoutesListAtom);
  const load = useSetAtom(loadSavedRoutesAtom);
  const remove = useSetAtom(deleteSavedRouteAtom);
  const setRoute = useSetAtom(setSavedRouteAtom);
  const [chosen, setChosen] = useState<StoredRoute | null>(null);
  const [deleting, setDeleting] = useState<StoredRoute | null>(null);
  useEffect(() => {
    void load(1);
  }, [load]);

  const confirmDelete = (yes: boolean) => {
    const route = deleting;
    setDeleting(null);
    if (!yes || !route) return;
    if (chosen?._id === route._id) setChosen(null);
    void remove(route._id);
  };

  return (
    <div className="saved-routes">
      {list.status === 'loading' && (
        <p role="status" className="muted">
          {t('planner.savedroutes.loading')}
        </p>
      )}
      {list.status === 'error' && (
        <ErrorWithRetry
          what={t('planner.savedroutes.load_error')}
          onRetry={() => void load(list.page)}
        />
      )}
      {list.status === 'ready' && list.items === 0 && (
        <p className="muted">{t('planner.savedroutes.empty')}</p>
      )}
      {list.status === 'ready' && list.routes.length > 0 && (
        <div
          className="saved-routes-list"
          role="radiogroup"
          aria-label={t('planner.savedroutes.choose')}
        >
          {list.routes.map((route) => (
            <SavedRouteItem
              key={route._id}
              route={route}
              group={group}
              checked={chosen?._id === route._id}
              onChoose={() => setChosen(route)}
              onDelete={() => setDeleting(route)}
            />
          ))}
        </div>
      )}
      {list.status === 'ready' && (
        <Pager
          page={list.page}
          items={list.items}
          pageSize={PAGE_SIZES.savedRoutes}
          label={t('planner.savedroutes.pages')}
          onPage={(page) => void load(page)}
        />
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            setRoute(chosen);
            onClose();
          }}
        >
          {t('planner.savedroutes.set_route')}
        </button>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('planner.savedroutes.delete_route', { title: deleting?.title ?? '' })}
        message={t('planner.savedroutes.delete_confirm')}
        onAnswer={confirmDelete}
      />
    </div>
  );
}
