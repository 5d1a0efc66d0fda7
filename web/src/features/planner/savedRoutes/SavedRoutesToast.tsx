import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../ui/Toast.js';
import { savedRouteToastAtom } from './savedRoutesAtoms.js';

/** The saved-routes toasts (saved, deleted, or not), worded as part 2 §8 says. */
export function SavedRoutesToast() {
  const { t } = useTranslation();
  const toast = useAtomValue(savedRouteToastAtom);
  const setToast = useSetAtom(savedRouteToastAtom);
  const close = useCallback(() => setToast(null), [setToast]);
  return toast ? (
    <Toast id={toast.n} kind={toast.kind} message={t(toast.key)} onClose={close} />
  ) : null;
}
