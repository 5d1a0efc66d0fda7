import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs.js';
import { CheckField, FieldGroup, SelectField } from './fields.js';
import { ListItemPreview } from './ListItemPreview.js';
import {
  DEFAULT_TABLE_COLUMNS,
  LIST_FIELDS,
  TABLE_COLUMNS,
  listFieldEnabled,
} from './tempUserConfig.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

const toggled = (list: readonly string[], item: string, on: boolean): string[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** List or table view; table columns and fluid table; list sub-tabs icon, title and fields. */
export function VehicleListTab() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const [sub, setSub] = useState<'icon' | 'title' | 'fields'>('icon');

  const setView = (view: 'list' | 'table'): void => {
    // Switching to table saves the default columns when none are saved (section 4).
    const noColumns = config.vehicleListTableFields.fields.length === 0;
    void update({
      vehicleListModeView: view,
      ...(view === 'table' && noColumns
        ? { vehicleListTableFields: { fields: DEFAULT_TABLE_COLUMNS } }
        : {}),
    });
  };

  return (
    <div className="tab-grid">
      <SelectField
        label={t('settings.view_mode')}
        name="vehicleListModeView"
        value={config.vehicleListModeView}
        options={[
          { value: 'list', label: t('settings.view_list') },
          { value: 'table', label: t('settings.view_table') },
        ]}
        onChange={setView}
      />
      {config.vehicleListModeView === 'table' ? (
        <FieldGroup legend={t('settings.table_columns')}>
          <div className="check-columns">
            {TABLE_COLUMNS.map((column) => (
              <CheckField
                key={column}
                label={t(`fields.${column}`)}
                checked={config.vehicleListTableFields.fields.includes(column)}
                onChange={(on) =>
                  void update({
                    vehicleListTableFields: {
                      fields: toggled(config.vehicleListTableFields.fields, column, on),
                    },
                  })
                }
              />
            ))}
          </div>
          <CheckField
            label={t('settings.fluid_table')}
            checked={config.vehicleListFluidTable}
            onChange={(v) => void update({ vehicleListFluidTable: v })}
          />
        </FieldGroup>
      ) : (
        <Tabs
          label={t('settings.vehicle_list')}
          tabs={[
            { key: 'icon', label: t('settings.list_icon') },
            { key: 'title', label: t('settings.list_title') },
            { key: 'fields', label: t('settings.list_fields') },
          ]}
          selected={sub}
          onSelect={setSub}
        >
          {sub === 'icon' && (
            <>
              <SelectField
                label={t('settings.icon_type')}
                value={config.iconType}
                options={[
                  { value: 'truck', label: t('settings.icon_truck') },
                  { value: 'driver_activity', label: t('settings.icon_driver_activity') },
                ]}
                onChange={(v) => void update({ iconType: v })}
              />
              <SelectField
                label={t('settings.icon_color')}
                value={config.iconColor}
                options={[
                  { value: 'truck_status', label: t('settings.color_truck_status') },
                  { value: 'driver_activity', label: t('settings.color_driver_activity') },
                  { value: 'driver_status', label: t('settings.color_driver_status') },
                ]}
                onChange={(v) => void update({ iconColor: v })}
              />
            </>
          )}
          {sub === 'title' && (
            <SelectField
              label={t('settings.vehicle_identification')}
              value={config.vehicleIdentification ?? 'default'}
              options={[
                { value: 'default', label: t('settings.identification_default') },
                { value: 'plate', label: t('fields.plate') },
                { value: 'customId', label: t('fields.custom_id') },
                { value: 'driver', label: t('settings.driver') },
              ]}
              onChange={(v) => void update({ vehicleIdentification: v === 'default' ? null : v })}
            />
          )}
          {sub === 'fields' && (
            <FieldGroup legend={t('settings.list_fields')}>
              <p className="hint">{t('settings.fields_limit')}</p>
              <div className="check-columns" data-testid="list-fields">
                {LIST_FIELDS.map((field) => (
                  <CheckField
                    key={field}
                    label={t(`fields.${field}`)}
                    checked={config.truckListItemFields.includes(field)}
                    disabled={!listFieldEnabled(config.truckListItemFields, field)}
                    onChange={(on) =>
                      void update({
                        truckListItemFields: toggled(config.truckListItemFields, field, on),
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
