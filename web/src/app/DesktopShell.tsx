import { Suspense, useCallback, useState } from 'react';
import { useSeriousAlertSignals } from '../features/alerts/useSeriousAlertSignals.js';
import { useGlobalShortcuts } from '../features/commands/useGlobalShortcuts.js';
import { PassageFeature } from '../features/passage/PassageFeature.js';
import { BluetoothFeature } from '../features/bluetooth/BluetoothFeature.js';
import { PlannerFeature } from '../features/planner/PlannerFeature.js';
import { PoiFeature } from '../features/poi/PoiFeature.js';
import { SharedLinksFeature } from '../features/sharedLinks/SharedLinksFeature.js';
import { TagsFeature } from '../features/tags/TagsFeature.js';
import {
  CommandPalette,
  LanguageSettingsDialog,
  SettingsDialog,
  ShortcutsHelp,
} from './lazyParts.js';
import { VehicleListPanel } from '../features/vehicles/VehicleListPanel.js';
import { MapScreen } from './MapScreen.js';
import { Sidebar } from './sidebar/Sidebar.js';
import { useShellData } from './useShellData.js';

/**
 * Desktop layout (>= 992 px): the narrow sidebar on the left, the vehicle list beside it, the map
 * always in the centre.
 */
export function DesktopShell() {
  useShellData();
  useSeriousAlertSignals();
  const [dialog, setDialog] = useState<'settings' | 'language' | 'palette' | 'shortcuts' | null>(
    null,
  );
  const close = useCallback(() => setDialog(null), []);
  // One dialog at a time: the palette or the help replaces whatever was open.
  useGlobalShortcuts({
    palette: useCallback(() => setDialog('palette'), []),
    help: useCallback(() => setDialog('shortcuts'), []),
  });
  return (
    <div className="shell">
      <Sidebar
        onOpenSettings={() => setDialog('settings')}
        onOpenLanguage={() => setDialog('language')}
      />
      <VehicleListPanel />
      <PlannerFeature />
      <TagsFeature />
      <SharedLinksFeature />
      <PassageFeature />
      <BluetoothFeature />
      <PoiFeature />
      <MapScreen />
      <Suspense fallback={null}>
        {dialog === 'settings' && <SettingsDialog open onClose={close} />}
        {dialog === 'language' && <LanguageSettingsDialog open onClose={close} />}
        {dialog === 'palette' && (
          <CommandPalette
            onClose={close}
            onOpenSettings={() => setDialog('settings')}
            onOpenLanguage={() => setDialog('language')}
            onOpenShortcuts={() => setDialog('shortcuts')}
          />
        )}
        {dialog === 'shortcuts' && <ShortcutsHelp onClose={close} />}
      </Suspense>
    </div>
  );
}
