import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fleetdeck/shared';
import { ADR_CATEGORIES, legalWarnings, type AdrCategory } from '@fleetdeck/shared/roads';
import type { ProfileData } from './plannerForm.js';

interface Props {
  profile: ProfileData;
  onChange: (patch: Partial<ProfileData>) => void;
}

/** Dangerous goods and the load's ADR tunnel code (8.6.4), which close tunnels to the truck. */
export function AdrFields({ profile, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="planner-pair">
      <label htmlFor={`${id}-adr`}>
        {t('planner.profile.adr_code')}
        <select
          id={`${id}-adr`}
          value={profile.adrTunnelCategory ?? ''}
          onChange={(event) =>
            onChange({ adrTunnelCategory: (event.target.value || null) as AdrCategory | null })
          }
        >
          <option value="">{t('planner.profile.adr_none')}</option>
          {ADR_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="planner-check">
        <input
          type="checkbox"
          checked={profile.hazardousGoods ?? false}
          onChange={(event) => onChange({ hazardousGoods: event.target.checked })}
        />
        {t('planner.profile.hazardous_goods')}
      </label>
    </div>
  );
}

/**
 * The measures over a country's legal limits, as the user types them: a warning, never a block
 * (an exceptional transport has its permit; the router says where the truck cannot go).
 */
export function LegalWarnings({ profile }: { profile: ProfileData }) {
  const { t, i18n } = useTranslation();
  const warnings = legalWarnings(profile);
  if (warnings.length === 0) return null;
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <section
      className="planner-alert"
      data-kind="warning"
      role="status"
      data-testid="legal-warnings"
    >
      <AlertTriangle size={16} aria-hidden />
      <ul>
        {warnings.map((w) => (
          <li key={w.kind}>
            {t(`planner.profile.legal.${w.kind}`, {
              limit: formatNumber(w.limit, 2, i18n.language),
              max: formatNumber(w.max ?? 0, 2, i18n.language),
              countries: list.format(w.countries.map((c) => regions.of(c) ?? c)),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
