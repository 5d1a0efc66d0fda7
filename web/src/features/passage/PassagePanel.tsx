import { useAtomValue, useSetAtom } from 'jotai';
import { FileDown, FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@fleetdeck/shared';
import { companiesAtom } from '../../app/companies.js';
import { userTimeZone } from '../../app/session/session.js';
import { download } from '../../ui/download.js';
import { SidePanel } from '../../ui/SidePanel.js';
import {
  activeResultsAtom,
  cancelPassageSearchAtom,
  passageModeAtom,
  showPassageToastAtom,
} from './passageAtoms.js';
import type { PassageSearch } from './passageForm.js';
import { exportPassagePdf } from './passageExport.js';
import { passageReport, reportCsv } from './passageReport.js';
import { PassageResults } from './PassageResults.js';
import type { PassageRow } from './passageResults.js';
import { PassageSearchForm } from './PassageSearchForm.js';
import './passage.css';

/**
 * The vehicle-passage panel (spec part 2 sections 2 and 4): the search form, or the results of
 * the last search that found vehicles with Edit search and Cancel search. Esc closes it.
 */
export function PassagePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [timeZone] = useState(userTimeZone);
  const mode = useAtomValue(passageModeAtom);
  const results = useAtomValue(activeResultsAtom);
  return (
    <SidePanel className="passage-panel" title={t('vehicle_passage.title')} onClose={onClose}>
      {mode === 'results' && results ? (
        <ResultsMode search={results.search} rows={results.rows} timeZone={timeZone} />
      ) : (
        <PassageSearchForm timeZone={timeZone} />
      )}
    </SidePanel>
  );
}

function ResultsMode({
  search,
  rows,
  timeZone,
}: {
  search: PassageSearch;
  rows: PassageRow[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const companies = useAtomValue(companiesAtom);
  const setMode = useSetAtom(passageModeAtom);
  const cancel = useSetAtom(cancelPassageSearchAtom);
  const toast = useSetAtom(showPassageToastAtom);
  const [printing, setPrinting] = useState(false);
  // The results take the place of the form and of the button pressed: the focus goes to them.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const report = () =>
    passageReport(
      search,
      rows,
      {
        title: t('vehicle_passage.title'),
        address: t('vehicle_passage.address'),
        radius: t('vehicle_passage.radius'),
        interval: t('vehicle_passage.time_interval'),
        plate: t('vehicle_passage.plate'),
        entry: t('vehicle_passage.entry'),
        exit: t('vehicle_passage.exit'),
        generated: (date) => t('vehicle_passage.generated_at', { date }),
      },
      timeZone,
      Date.now(),
    );
  const exportCsv = () => {
    const made = report();
    download(
      new Blob([reportCsv(made)], { type: 'text/csv;charset=utf-8' }),
      `${made.fileName}.csv`,
    );
  };
  const exportPdf = () => {
    if (printing) return;
    setPrinting(true);
    exportPassagePdf({
      search,
      rows,
      report: report(),
      t,
      language: i18n.language,
      timeZone,
      company: companies?.current?.business_name,
    })
      .catch((error: unknown) => {
        console.warn('passage PDF failed', error);
        toast('export_error');
      })
      .finally(() => setPrinting(false));
  };

  return (
    <section
      className="passage-results"
      aria-label={t('vehicle_passage.vehicles_found', { count: rows.length })}
    >
      <dl className="passage-summary">
        <dt>{t('vehicle_passage.address')}</dt>
        <dd>{search.place.label}</dd>
        <dt>{t('vehicle_passage.radius')}</dt>
        <dd>{search.radiusKm}</dd>
        <dt>{t('vehicle_passage.time_interval')}</dt>
        <dd>
          {formatDateTime(search.start, timeZone)} – {formatDateTime(search.end, timeZone)}
        </dd>
      </dl>
      <div className="passage-actions">
        <button type="button" onClick={() => setMode('search')}>
          {t('vehicle_passage.edit_search')}
        </button>
        <button type="button" onClick={cancel}>
          {t('vehicle_passage.cancel_search')}
        </button>
      </div>
      <div className="passage-actions">
        <button type="button" onClick={exportCsv}>
          <FileText size={16} aria-hidden />
          {t('vehicle_passage.export_csv')}
        </button>
        {/* Busy, not disabled: a disabled button drops the focus, and Esc would no longer reach
            the panel. */}
        <button type="button" onClick={exportPdf} aria-disabled={printing} aria-busy={printing}>
          <FileDown size={16} aria-hidden />
          {t('vehicle_passage.export_pdf')}
        </button>
      </div>
      <h3 ref={heading} tabIndex={-1}>
        {t('vehicle_passage.vehicles_found', { count: rows.length })}
      </h3>
      <PassageResults
        key={`${search.place.label} ${search.radiusKm} ${search.start} ${search.end}`}
        search={search}
        rows={rows}
        timeZone={timeZone}
      />
    </section>
  );
}
