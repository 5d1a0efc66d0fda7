import { accounts } from './accounts.js';
import { alertHandling } from './alertHandling.js';
import { alerts } from './alerts.js';
import { analyser } from './analyser.js';
import { app } from './app.js';
import { bluetooth } from './bluetooth.js';
import { commands } from './commands.js';
import { common } from './common.js';
import { compliance } from './compliance.js';
import { credentials } from './credentials.js';
import { devices } from './devices.js';
import { ferries } from './ferries.js';
import { freight } from './freight.js';
import { languageSettings } from './languageSettings.js';
import { map } from './map.js';
import { mapSearch } from './mapSearch.js';
import { passage } from './passage.js';
import { plafond } from './plafond.js';
import { planner } from './planner.js';
import { plannerApi } from './plannerApi.js';
import { plannerBreaks } from './plannerBreaks.js';
import { plannerEngine } from './plannerEngine.js';
import { plannerPanel } from './plannerPanel.js';
import { plannerProfile } from './plannerProfile.js';
import { plannerResources } from './plannerResources.js';
import { plannerSavedRoutes } from './plannerSavedRoutes.js';
import { plannerService } from './plannerService.js';
import { poi } from './poi.js';
import { poiTypes } from './poiTypes.js';
import { resourceList } from './resourceList.js';
import { routeResult } from './routeResult.js';
import { settings } from './settings.js';
import { sharedLinks } from './sharedLinks.js';
import { shell } from './shell.js';
import { tags } from './tags.js';
import { telemetry } from './telemetry.js';
import { traffic } from './traffic.js';
import { vehicleDetails } from './vehicleDetails.js';
import { vehicleList } from './vehicleList.js';
import { vehiclePanel } from './vehiclePanel.js';
import { vehicleStatus } from './vehicleStatus.js';
import { wall } from './wall.js';

export const areas = [
  accounts,
  alertHandling,
  alerts,
  analyser,
  app,
  bluetooth,
  commands,
  common,
  compliance,
  credentials,
  devices,
  ferries,
  freight,
  languageSettings,
  map,
  mapSearch,
  passage,
  plafond,
  planner,
  plannerApi,
  plannerBreaks,
  plannerEngine,
  plannerPanel,
  plannerProfile,
  plannerResources,
  plannerSavedRoutes,
  plannerService,
  poi,
  poiTypes,
  resourceList,
  routeResult,
  settings,
  sharedLinks,
  shell,
  tags,
  telemetry,
  traffic,
  vehicleDetails,
  vehicleList,
  vehiclePanel,
  vehicleStatus,
  wall,
] as const;
