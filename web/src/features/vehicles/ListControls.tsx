import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { List, Search, Table } from 'lucide-react';
import { LIST_SORTS, type ListSort } from '../../data/vehicleListQuery.js';
import { userConfigAtom } from '../settings/userConfigAtoms.js';
import { FilterSelect, VehicleFilterSelects, type FilterOption } from './FilterSelect.js';
import {
  listFiltersAtom,
  listSearchAtom,
  listSortAtom,
  setListViewModeAtom,
  type ControlFilters,
} from './vehicleListAtoms.js';

/** The infringements filter: at least this class (MI means any). */
const INFRINGEMENT_FLOORS = ['MI', 'SI', 'VSI', 'MSI'] as const;

/** Search box (results as the user types), filters, sort and list/table switch. */
export const ListControls = memo(function ListControls({
  tags,
  searchRef,
}: {
  tags: readonly FilterOption[];
  searchRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useAtom(listSearchAtom);
  const [sort, setSort] = useAtom(listSortAtom);
  const [filters, setFilters] = useAtom(listFiltersAtom);
  const bound = { filters, onChange: setFilters };
  const mode = useAtomValue(userConfigAtom).vehicleListModeView;
  const setMode = useSetAtom(setListViewModeAtom);
  return (
    <div className="list-controls">
      <label className="list-search">
        <Search size={14} aria-hidden />
        <input
          ref={searchRef}
          type="search"
          name="vehicle-search"
          placeholder={`${t('list.search')} (/)`}
          aria-label={t('list.search')}
          aria-keyshortcuts="/"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <div className="list-view-switch" role="group" aria-label={t('settings.view_mode.label')}>
        {(['list', 'table'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="icon-button"
            aria-pressed={mode === m}
            aria-label={t(`settings.view_mode.${m}`)}
            title={t(`settings.view_mode.${m}`)}
            onClick={() => void setMode(m)}
          >
            {m === 'list' ? <List size={16} aria-hidden /> : <Table size={16} aria-hidden />}
          </button>
        ))}
      </div>
      <div className="list-filters">
        <VehicleFilterSelects {...bound} tags={tags} />
        <FilterSelect
          {...bound}
          label={t('infringements.filter')}
          name="infringements"
          options={INFRINGEMENT_FLOORS.map((c) => ({
            value: c,
            label: t(`infringements.filter_${c}`),
          }))}
          parse={(v) => v as ControlFilters['infringements']}
        />
        <select
          name="sort"
          aria-label={t('list.sort.label')}
          title={t('list.sort.label')}
          value={sort}
          onChange={(e) => setSort(e.target.value as ListSort)}
        >
          {LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {t('list.sort.label')}: {t(`list.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});
