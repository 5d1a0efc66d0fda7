import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canCreateSharedLink,
  defaultSharedLinkPeriod,
  type CreateSharedLink,
} from '@fleetdeck/shared';
import { DayField } from '../../ui/dateFields/index.js';
import { dayEnd, dayOf, dayStart } from './linkDates.js';
import { VehiclePicker } from './VehiclePicker.js';

interface CreateLinkFormProps {
  tz: string;
  busy: boolean;
  onCreate: (body: CreateSharedLink) => void;
}

/**
 * The create form: vehicles and a period of whole days (no time of day), today by default. Create
 * stays disabled until a vehicle is chosen and the period is longer than zero.
 */
export function CreateLinkForm({ tz, busy, onCreate }: CreateLinkFormProps) {
  const { t } = useTranslation();
  const [today] = useState(() => defaultSharedLinkPeriod(Date.now(), tz));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [from, setFrom] = useState(() => dayOf(today.startS, tz));
  const [to, setTo] = useState(() => dayOf(today.endS, tz));
  const startS = dayStart(from, tz);
  const endS = dayEnd(to, tz);
  const truckIds = [...selected];
  const ready = canCreateSharedLink({ truckIds, startS, endS });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!ready || startS === null || endS === null) return;
    onCreate({ truck_id: truckIds, start_at: startS, expire_at: endS, tz });
  };

  return (
    <form className="create-link" onSubmit={submit} aria-label={t('sharedlinks.create')}>
      <VehiclePicker selected={selected} onChange={setSelected} />
      <fieldset className="link-period">
        <legend>{t('sharedlinks.period')}</legend>
        <DayField label={t('sharedlinks.start')} value={from} onChange={setFrom} isRequired />
        <DayField
          label={t('sharedlinks.expiry')}
          value={to}
          min={from}
          onChange={setTo}
          isRequired
        />
      </fieldset>
      <button type="submit" className="primary" disabled={!ready || busy}>
        {t('sharedlinks.create')}
      </button>
    </form>
  );
}
