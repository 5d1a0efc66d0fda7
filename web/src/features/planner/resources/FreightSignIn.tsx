import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourcePageAtom } from './resourceAtoms.js';
import { FreightLoginDialog } from './FreightLoginDialog.js';
import type { FreightBoardId } from './resourceModel.js';

/** An exchange searched before signing in: say so, sign in, and its offers come. */
export function FreightSignIn({ board }: { board: FreightBoardId }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const goTo = useSetAtom(resourcePageAtom);
  return (
    <p className="resources-signin">
      {t('freight.login_required')}{' '}
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('freight.login_button')}
      </button>
      {open && (
        <FreightLoginDialog
          board={board}
          onClose={() => setOpen(false)}
          onSignedIn={() => void goTo(board, 0)}
        />
      )}
    </p>
  );
}
