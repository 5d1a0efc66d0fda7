import { useTranslation } from 'react-i18next';
import { formatHm, type DriverPlafond } from '@fleetdeck/shared';
import { ActivityIcon } from './ActivityIcon.js';

/** A driver in BLOCK: only the current state and what is left, as text. */
export function TextOnlyPlafond({ plafond }: { plafond: DriverPlafond }) {
  const { t } = useTranslation();
  const p = plafond.plafond;
  return (
    <dl className="plafond-pairs plafond-text-only">
      <dt>{t('plafond.current_activity')}</dt>
      <dd>{p.detectionState && <ActivityIcon state={p.detectionState} />}</dd>
      <dt>{t('plafond.residual_commitment')}</dt>
      <dd className="figure">{formatHm(plafond.view.dpv4?.residualWorkingDay)}</dd>
      <dt>{t('plafond.residual_driving')}</dt>
      <dd className="figure">{formatHm(p.drivePlafond)}</dd>
      <dt>{t('plafond.bonus_drive')}</dt>
      <dd className="figure">{p.driveBonus ?? t('plafond.no_data')}</dd>
      <dt>{t('plafond.bonus_rest')}</dt>
      <dd className="figure">{p.restBonus ?? t('plafond.no_data')}</dd>
    </dl>
  );
}
