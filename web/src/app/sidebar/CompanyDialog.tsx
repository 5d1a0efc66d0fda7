import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Dialog } from '../../ui/Dialog.js';
import { filterCompanies } from '@fleetdeck/shared';
import { companiesAtom, switchCompany } from '../companies.js';

/** Company selector with search; choosing another company switches and reloads. */
export function CompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const companies = useAtomValue(companiesAtom);
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<number | null>(null);
  const found = filterCompanies(companies?.list ?? [], query);

  const choose = (id: number): void => {
    if (id === companies?.current?.id) return onClose();
    setSwitching(id);
    void switchCompany(id).then((ok) => {
      if (!ok) setSwitching(null);
    });
  };

  return (
    <Dialog title={t('company.select')} open={open} onClose={onClose} className="company-dialog">
      <input
        type="search"
        aria-label={t('company.search')}
        placeholder={t('company.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {found.length === 0 ? (
        <p role="status">{t('no_companies_founded')}</p>
      ) : (
        <ul className="company-list" aria-label={t('company.select')}>
          {found.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                aria-current={c.id === companies?.current?.id}
                disabled={switching !== null}
                onClick={() => choose(c.id)}
              >
                <span>{c.business_name}</span>
                {c.id === companies?.current?.id && <Check size={16} aria-hidden />}
                {c.id === switching && (
                  <span className="spinner" aria-label={t('common.loading')} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
