import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { driverStatusSchema } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

const driverStatusAnswer = z.object({ data: z.array(driverStatusSchema) });
type DriverStatus = z.infer<typeof driverStatusAnswer>['data'][number];

/** Colour used until the user picks one: a calm grey that reads on every colour mode. */
const UNSET_COLOR = '#8a8f98';

/** One colour picker per driver status, labelled by its description. Load failure is logged. */
export function DriverStatusTab() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const [statuses, setStatuses] = useState<DriverStatus[] | null>(null);

  useEffect(() => {
    apiJson('/drivers/status')
      .then((answer) => setStatuses(driverStatusAnswer.parse(answer).data))
      .catch((error: unknown) => {
        console.warn('driver statuses failed to load', error);
        setStatuses([]);
      });
  }, []);

  if (!statuses) return <p role="status">{t('common.loading')}</p>;
  const colors = config.driversStatusColors;
  return (
    <div className="tab-grid">
      <p className="hint">{t('settings.driver_status.hint')}</p>
      {statuses.map((status) => (
        <label key={status.ID} className="field">
          <span>
            {t(`driver_status.${status.DESCRIZIONE.replace(/ /g, '_')}`, {
              defaultValue: status.DESCRIZIONE,
            })}
          </span>
          <input
            type="color"
            value={colors[String(status.ID)] ?? UNSET_COLOR}
            onChange={(e) =>
              void update({
                driversStatusColors: { ...colors, [String(status.ID)]: e.target.value },
              })
            }
          />
        </label>
      ))}
    </div>
  );
}
