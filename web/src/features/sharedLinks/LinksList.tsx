import { useTranslation } from 'react-i18next';
import type { SharedLinkGroups, SharedLinkItem } from '@fleetdeck/shared';
import { LinkRow } from './LinkRow.js';

const GROUPS = ['active', 'upcoming', 'expired'] as const;

interface LinksListProps {
  groups: SharedLinkGroups;
  fading: ReadonlySet<string>;
  onEdit: (link: SharedLinkItem) => void;
  onDelete: (link: SharedLinkItem) => void;
}

/** The company's links by state: active, not started yet, expired. */
export function LinksList({ groups, fading, onEdit, onDelete }: LinksListProps) {
  const { t } = useTranslation();
  if (GROUPS.every((group) => groups[group].length === 0)) {
    return <p className="muted">{t('sharedlinks.empty')}</p>;
  }
  return (
    <div className="links-list">
      {GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <section key={group} aria-label={t(`sharedlinks.group.${group}`)} data-group={group}>
          <h3>
            {t(`sharedlinks.group.${group}`)} <span className="muted">{groups[group].length}</span>
          </h3>
          <ul>
            {groups[group].map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                fading={fading.has(link.id)}
                onEdit={() => onEdit(link)}
                onDelete={() => onDelete(link)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
