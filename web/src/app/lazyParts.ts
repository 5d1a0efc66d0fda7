import { lazy } from 'react';

// Screens and dialogs the live map does not need to draw: each is its own chunk, fetched when it
// is first shown, so the signed-in map's first script holds the map and the list only. The desktop
// shell (the live map with its panels) is one too, so a direct link to another screen does not
// fetch and evaluate it; the entry fetches it ahead for the map's own addresses (earlyStart.ts).

export const DesktopShell = lazy(() =>
  import('./DesktopShell.js').then((m) => ({ default: m.DesktopShell })),
);

export const SettingsDialog = lazy(() =>
  import('../features/settings/SettingsDialog.js').then((m) => ({ default: m.SettingsDialog })),
);
export const LanguageSettingsDialog = lazy(() =>
  import('../features/settings/LanguageSettingsDialog.js').then((m) => ({
    default: m.LanguageSettingsDialog,
  })),
);
export const SharedLinksPanel = lazy(() =>
  import('../features/sharedLinks/SharedLinksPanel.js').then((m) => ({
    default: m.SharedLinksPanel,
  })),
);
export const PassagePanel = lazy(() =>
  import('../features/passage/PassagePanel.js').then((m) => ({ default: m.PassagePanel })),
);
export const SharedLinkView = lazy(() =>
  import('../features/sharedLinks/SharedLinkView.js').then((m) => ({ default: m.SharedLinkView })),
);
export const VehicleDetailsPage = lazy(() =>
  import('../features/vehicle/VehicleDetailsPage.js').then((m) => ({
    default: m.VehicleDetailsPage,
  })),
);
export const MobileVehiclesPage = lazy(() =>
  import('../features/vehicles/MobileVehiclesPage.js').then((m) => ({
    default: m.MobileVehiclesPage,
  })),
);
export const MobileShell = lazy(() =>
  import('./MobileShell.js').then((m) => ({ default: m.MobileShell })),
);
export const CommandPalette = lazy(() =>
  import('../features/commands/CommandPalette.js').then((m) => ({ default: m.CommandPalette })),
);
export const ShortcutsHelp = lazy(() =>
  import('../features/commands/ShortcutsHelp.js').then((m) => ({ default: m.ShortcutsHelp })),
);
export const WallScreen = lazy(() =>
  import('../features/wall/WallScreen.js').then((m) => ({ default: m.WallScreen })),
);
export const WallTokenRoute = lazy(() =>
  import('../features/wall/WallTokenRoute.js').then((m) => ({ default: m.WallTokenRoute })),
);
export const AnalyserScreen = lazy(() =>
  import('../features/analyser/AnalyserScreen.js').then((m) => ({ default: m.AnalyserScreen })),
);
