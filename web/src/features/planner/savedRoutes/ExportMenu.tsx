import { useAtomValue } from 'jotai';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { userTimeZone } from '../../../app/session/session.js';
import { download } from '../../../ui/download.js';
import { plannerFormAtom } from '../plannerAtoms.js';
import { navExportFile, type NavFormat } from './navExportFile.js';
import { planEventsForExport } from './planEventLabels.js';
import { routeTitleAtom, shownPlanAtom } from './savedRoutesAtoms.js';

/**
 * The result's options dropdown: export to a navigator file, GPX 1.1 or a TomTom itinerary, of the
 * route on screen with the plan's breaks, rests and waits, downloaded by the browser.
 */
export function ExportMenu() {
  const { t, i18n } = useTranslation();
  const current = useAtomValue(shownPlanAtom);
  const form = useAtomValue(plannerFormAtom);
  const title = useAtomValue(routeTitleAtom);
  if (!current) return null;
  const run = (format: NavFormat) => {
    const events = planEventsForExport(t, current.plan, userTimeZone(), i18n.language);
    const file = navExportFile(format, current.plan, current.shown, form.waypoints, title, events);
    download(file.blob, file.fileName);
  };
  return (
    <MenuTrigger>
      <Button className="planner-options-button">
        {t('planner.options')}
        <ChevronDown size={14} aria-hidden />
      </Button>
      <Popover className="planner-popover" placement="bottom end">
        <Menu className="planner-options" onAction={(key) => run(key as NavFormat)}>
          <MenuSection>
            <Header className="planner-menu-header">{t('planner.export_navigator')}</Header>
            <MenuItem id="gpx" className="planner-option">
              {t('planner.export.gpx')}
            </MenuItem>
            <MenuItem id="itn" className="planner-option">
              {t('planner.export.itn')}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
