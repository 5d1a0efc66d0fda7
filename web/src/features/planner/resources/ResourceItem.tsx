import { useAtomValue, useSetAtom } from 'jotai';
import { Crosshair, MapPinPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusResourceAtom, pickResourceAtom } from './resourceAtoms.js';
import { focusedResourceAtom } from './resourceState.js';
import { resourceKey, resourceTitle, type FoundResource } from './resourceModel.js';
import { ResourceDetails } from './ResourceDetails.js';

/** One resource: its title (20 characters, the whole name on hover), details, focus and use. */
export function ResourceItem({ resource }: { resource: FoundResource }) {
  const { t } = useTranslation();
  const focused = useAtomValue(focusedResourceAtom) === resourceKey(resource);
  const focus = useSetAtom(focusResourceAtom);
  const pick = useSetAtom(pickResourceAtom);
  const title = resourceTitle(resource.name);
  return (
    <li className="resources-item" data-focused={focused || undefined} data-type={resource.type}>
      <div className="resources-item-body">
        <strong title={resource.name}>{title}</strong>
        <ResourceDetails resource={resource} />
      </div>
      <div className="resources-item-actions">
        <button
          type="button"
          className="icon-button"
          aria-pressed={focused}
          aria-label={t('resources.focus_named', { name: title })}
          title={t('resources.focus')}
          onClick={() => focus(resource)}
        >
          <Crosshair size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('resources.use_named', { name: title })}
          title={t('resources.use_as_waypoint')}
          onClick={() => pick(resource)}
        >
          <MapPinPlus size={16} aria-hidden />
        </button>
      </div>
    </li>
  );
}
