import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateSharedLink, SharedLinkItem } from '@fleetdeck/shared';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { SidePanel } from '../../ui/SidePanel.js';
import { CreateLinkForm } from './CreateLinkForm.js';
import { CreateResult, type CreateOutcome } from './CreateResult.js';
import { EditExpiryDialog } from './EditExpiryDialog.js';
import { userTimeZone } from './linkDates.js';
import { LinksList } from './LinksList.js';
import { createLink, deleteLink, updateLinkExpiry } from './sharedLinksApi.js';
import { linksStateAtom, reloadLinksAtom } from './sharedLinksAtoms.js';
import { viewUrl } from './shareTargets.js';
import { useLinkDeletion } from './useLinkDeletion.js';
import { useVehiclePlates } from './useVehiclePlates.js';
import './sharedLinks.css';

/** The shared links panel: create form, result message, the list with edit and delete. */
export function SharedLinksPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const state = useAtomValue(linksStateAtom);
  const reload = useSetAtom(reloadLinksAtom);
  const platesOf = useVehiclePlates();
  const [tz] = useState(userTimeZone);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ body: CreateSharedLink; result: CreateOutcome } | null>(
    null,
  );
  const [editing, setEditing] = useState<SharedLinkItem | null>(null);
  const deletion = useLinkDeletion(deleteLink, () => void reload());

  const create = (body: CreateSharedLink): void => {
    setBusy(true);
    createLink(body)
      .then(
        ({ token }): CreateOutcome => ({
          kind: 'success',
          url: viewUrl(window.location.origin, token),
          plates: platesOf(body.truck_id),
        }),
        (error: unknown): CreateOutcome => {
          console.error('shared link not created', error);
          return { kind: 'error' };
        },
      )
      .then((result) => {
        setOutcome({ body, result });
        setBusy(false);
        if (result.kind === 'success') void reload();
      }, console.error);
  };
  const saveExpiry = async (link: SharedLinkItem, expireAt: number): Promise<void> => {
    await updateLinkExpiry(link.id, expireAt, link.tz);
    await reload();
  };

  return (
    <SidePanel className="shared-links-panel" title={t('sharedlinks.title')} onClose={onClose}>
      <CreateLinkForm tz={tz} busy={busy} onCreate={create} />
      {outcome && <CreateResult outcome={outcome.result} onRetry={() => create(outcome.body)} />}
      {deletion.failed && (
        <p className="field-error" role="alert">
          {t('sharedlinks.deleted_link_error')}
        </p>
      )}
      {state.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
      {state.status === 'error' && (
        <p role="alert">
          {t('common.error_loading')}{' '}
          <button type="button" onClick={() => void reload()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <LinksList
          groups={state.groups}
          fading={deletion.fading}
          onEdit={setEditing}
          onDelete={deletion.ask}
        />
      )}
      <EditExpiryDialog link={editing} onClose={() => setEditing(null)} onSave={saveExpiry} />
      <ConfirmDialog
        open={deletion.asking !== null}
        title={t('common.delete')}
        message={t('sharedlinks.delete_confirm')}
        onAnswer={deletion.answer}
      />
    </SidePanel>
  );
}
