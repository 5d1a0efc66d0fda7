import { Suspense, useState } from 'react';
import { SharedLinksFeature } from '../features/sharedLinks/SharedLinksFeature.js';
import { LanguageSettingsDialog, SettingsDialog } from './lazyParts.js';
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
  const [dialog, setDialog] = useState<'settings' | 'language' | null>(null);
  return (
    <div className="shell">
      <Sidebar
        onOpenSettings={() => setDialog('settings')}
        onOpenLanguage={() => setDialog('language')}
      />
      <VehicleListPanel />
      <SharedLinksFeature />
      <MapScreen />
      <Suspense fallback={null}>
        {dialog === 'settings' && <SettingsDialog open onClose={() => setDialog(null)} />}
        {dialog === 'language' && <LanguageSettingsDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
