import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIST_FIELDS,
  LIST_FIELD_KEYS,
  LIST_LIMITS,
  TABLE_COLUMNS,
  TABLE_COLUMN_KEYS,
  isListFieldDisabled,
  toggleListField,
  type TableColumn,
} from '@fleetdeck/shared';
import { Tabs } from '../../ui/Tabs.js';
import { setListViewModeAtom } from '../vehicles/vehicleListAtoms.js';
import { CheckField, FieldGroup, SelectField } from './fields.js';
import { ListItemPreview } from './ListItemPreview.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';
import { IconSettings, IdentificationSettings } from './VehicleLookFields.js';

const toggledColumn = (list: readonly TableColumn[], c: TableColumn, on: boolean) =>
  on ? [...list.filter((x) => x !== c), c] : list.filter((x) => x !== c);

/** List or table view; table columns and fluid table; list sub-tabs icon, title and fields. */
export function VehicleListTab() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const setViewMode = useSetAtom(setListViewModeAtom);
  const [sub, setSub] = useState<'icon' | 'title' | 'fields'>('icon');
  const columns = config.vehicleListTableFields.fields;

  const setView = (view: 'list' | 'table'): void => void setViewMode(view);

  return (
    <div className="tab-grid">
      <SelectField
        label={t('settings.view_mode.label')}
        name="vehicleListModeView"
        value={config.vehicleListModeView}
        options={[
          { value: 'list', label: t('settings.view_mode.list') },
          { value: 'table', label: t('settings.view_mode.table') },
        ]}
        onChange={setView}
      />
      {config.vehicleListModeView === 'table' ? (
        <FieldGroup legend={t('settings.table.columns')}>
          <div className="check-columns">
            {TABLE_COLUMNS.map((column) => (
              <CheckField
                key={column}
                label={t(TABLE_COLUMN_KEYS[column])}
                checked={columns.includes(column)}
                onChange={(on) =>
                  void update({
                    vehicleListTableFields: { fields: toggledColumn(columns, column, on) },
                  })
                }
              />
            ))}
          </div>
          <CheckField
            label={t('settings.table.fluid')}
            checked={config.vehicleListFluidTable}
            onChange={(v) => void update({ vehicleListFluidTable: v })}
          />
        </FieldGroup>
      ) : (
        <Tabs
          label={t('settings.tabs.vehicle_list')}
          tabs={[
            { key: 'icon', label: t('settings.list.icon') },
            { key: 'title', label: t('settings.list.title') },
            { key: 'fields', label: t('settings.list.fields') },
          ]}
          selected={sub}
          onSelect={setSub}
        >
          {sub === 'icon' && <IconSettings />}
          {sub === 'title' && <IdentificationSettings />}
          {sub === 'fields' && (
            <FieldGroup legend={t('settings.list.fields')}>
              <p className="hint">
                {t('settings.list.max_fields', { max: LIST_LIMITS.maxListFields })}
              </p>
              <div className="check-columns">
                {LIST_FIELDS.map((field) => (
                  <CheckField
                    key={field}
                    label={t(LIST_FIELD_KEYS[field])}
                    checked={config.truckListItemFields.includes(field)}
                    disabled={isListFieldDisabled(field, config.truckListItemFields)}
                    onChange={() =>
                      void update({
                        truckListItemFields: toggleListField(config.truckListItemFields, field),
                      })
                    }
                  />
                ))}
              </div>
            </FieldGroup>
          )}
          <ListItemPreview config={config} />
        </Tabs>
      )}
    </div>
  );
}
