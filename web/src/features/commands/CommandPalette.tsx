import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canUse, TRAFFIC_CATEGORIES, type TrafficCategory, type TruckId } from '@fleetdeck/shared';
import { companiesAtom, switchCompany } from '../../app/companies.js';
import { openPanelAtom } from '../../app/panels.js';
import { sidebarPanels } from '../../app/sidebar/Sidebar.js';
import { mapCommands$ } from '../../map/mapCommands.js';
import { focusedTruckIdAtom, selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { Dialog } from '../../ui/Dialog.js';
import { updateUserConfigAtom, userConfigAtom } from '../settings/userConfigAtoms.js';
import { useVehicleMatches } from '../vehicles/useVehicleMatches.js';
import { listCollapsedAtom, listTabAtom, type ListTab } from '../vehicles/vehicleListAtoms.js';
import { COMMAND_GROUPS, rankCommands, type Command } from './commands.js';
import './commands.css';

/** Vehicles offered at once: enough to choose among, few enough to read. */
const VEHICLES_SHOWN = 8;

export interface CommandPaletteProps {
  onClose: () => void;
  onOpenSettings: () => void;
  onOpenLanguage: () => void;
  onOpenShortcuts: () => void;
}

/** Trucks whose plate, custom id or driver matches, by the vehicle list's own search rule. */
function useVehicleCommands(query: string, run: (id: TruckId) => void): Command[] {
  return useVehicleMatches(query, VEHICLES_SHOWN).map((match) => ({
    id: `vehicle-${match.id}`,
    group: 'vehicles',
    label: match.label,
    hint: match.hint,
    run: () => run(match.id),
  }));
}

/**
 * Ctrl+K: jump to a truck by plate, custom id or driver, open a panel, show a list tab, fit the map,
 * follow the chosen truck, switch traffic layers and base maps, switch company, open the settings,
 * the language or the shortcuts. Arrows move, Enter runs, Esc closes.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ability = useAtomValue(abilityAtom);
  const companies = useAtomValue(companiesAtom);
  const config = useAtomValue(userConfigAtom);
  const updateConfig = useSetAtom(updateUserConfigAtom);
  const openPanel = useSetAtom(openPanelAtom);
  const setTab = useSetAtom(listTabAtom);
  const setCollapsed = useSetAtom(listCollapsedAtom);
  const selected = useAtomValue(selectedTruckIdAtom);
  const select = useSetAtom(selectedTruckIdAtom);
  const follow = useSetAtom(focusedTruckIdAtom);
  const navigate = useNavigate();

  const goToVehicle = (truck: TruckId): void => {
    select(truck);
    follow(truck);
  };
  const vehicles = useVehicleCommands(query, goToVehicle);

  // Rebuilt each render: a few dozen entries, and always in step with the settings and language.
  const fixed: Command[] = [];
  for (const entry of sidebarPanels(ability)) {
    const name = t(`sidebar.${entry.key}`);
    fixed.push({
      id: `panel-${entry.key}`,
      group: 'panels',
      label: t('commands.open', { name }),
      run: () => openPanel(entry.key),
    });
  }
  const tabs: ListTab[] = ['vehicles', 'alerts', 'nearby'];
  for (const tab of tabs)
    fixed.push({
      id: `list-${tab}`,
      group: 'panels',
      label: t(`commands.show_list_${tab}`),
      run: () => {
        setCollapsed(false);
        setTab(tab);
      },
    });
  fixed.push({
    id: 'fit-all',
    group: 'map',
    label: t('map.fit_all'),
    run: () => mapCommands$.next('fit_all'),
  });
  if (selected !== undefined)
    fixed.push({
      id: 'follow',
      group: 'map',
      label: t('commands.follow_vehicle'),
      run: () => follow(selected),
    });
  if (selected !== undefined)
    fixed.push({
      id: 'analyse',
      group: 'map',
      label: t('commands.analyse_vehicle'),
      run: () => void navigate(`/analyser/${selected}`),
    });
  if (canUse(ability, 'info_layers')) {
    const on = new Set(config.infoLayers as TrafficCategory[]);
    for (const category of TRAFFIC_CATEGORIES) {
      const name = t(`traffic.category.${category}`);
      const shown = on.has(category);
      fixed.push({
        id: `traffic-${category}`,
        group: 'map',
        label: t(shown ? 'commands.traffic_off' : 'commands.traffic_on', { name }),
        run: () => {
          const next = new Set(on);
          if (shown) next.delete(category);
          else next.add(category);
          void updateConfig({ infoLayers: [...next] });
        },
      });
    }
  }
  for (const company of companies?.list ?? []) {
    if (company.id === companies?.current?.id) continue;
    fixed.push({
      id: `company-${company.id}`,
      group: 'companies',
      label: t('commands.switch_company', { name: company.business_name }),
      run: () => void switchCompany(company.id),
    });
  }
  fixed.push(
    { id: 'wall', group: 'app', label: t('wall.open'), run: () => void navigate('/wall') },
    { id: 'settings', group: 'app', label: t('sidebar.settings'), run: props.onOpenSettings },
    {
      id: 'language',
      group: 'app',
      label: t('language_settings.title'),
      run: props.onOpenLanguage,
    },
    {
      id: 'shortcuts',
      group: 'app',
      label: t('shortcuts.title'),
      hint: '?',
      run: props.onOpenShortcuts,
    },
  );

  const results = [...vehicles, ...rankCommands(fixed, query)];
  const current = Math.min(active, results.length - 1);
  const runAt = (index: number): void => {
    const command = results[index];
    if (!command) return;
    props.onClose();
    command.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + 5,
      PageUp: current - 5,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(results.length - 1, next)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      runAt(current);
    }
  };
  const optionId = (index: number): string => `${id}-option-${index}`;

  let index = -1;
  return (
    <Dialog title={t('commands.title')} open onClose={props.onClose} className="command-palette">
      <input
        className="palette-input"
        type="text"
        role="combobox"
        aria-label={t('commands.title')}
        aria-expanded={results.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
        placeholder={t('commands.placeholder')}
        value={query}
        autoFocus
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('commands.title')}
        className="palette-list"
      >
        {COMMAND_GROUPS.map((group) => {
          const items = results.filter((c) => c.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <div id={`${id}-${group}`} role="presentation" className="palette-group">
                {t(`commands.group_${group}`)}
              </div>
              {items.map((command) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={command.id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === current}
                    className="palette-option"
                    data-command={command.id}
                    onMouseMove={() => setActive(at)}
                    onClick={() => runAt(at)}
                  >
                    <span>{command.label}</span>
                    {command.hint && <span className="muted">{command.hint}</span>}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {results.length === 0 && (
        <p className="muted" role="status">
          {t('commands.no_results', { query: query.trim() })}
        </p>
      )}
      <p className="palette-footer muted">{t('commands.footer')}</p>
    </Dialog>
  );
}
