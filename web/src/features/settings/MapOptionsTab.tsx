import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { CheckField } from './fields.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

/** Vehicle clustering: changing it asks first, then saves and reloads the page. */
export function MapOptionsTab({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const [pending, setPending] = useState<boolean | null>(null);

  return (
    <div className="tab-grid">
      <CheckField
        label={t('settings.map.clustering')}
        checked={config.activeVehicleClustering}
        onChange={setPending}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('settings.map.clustering')}
        message={t('settings.map.clustering_confirm')}
        onAnswer={(yes) => {
          const value = pending;
          setPending(null);
          if (yes && value !== null) void update({ activeVehicleClustering: value }).then(reload);
        }}
      />
    </div>
  );
}
