import { useTranslation } from 'react-i18next';
import { ShareButtons } from './ShareButtons.js';

export type CreateOutcome = { kind: 'success'; url: string; plates: string[] } | { kind: 'error' };

/** The result message after create: the link with its share buttons, or the error with retry. */
export function CreateResult({
  outcome,
  onRetry,
}: {
  outcome: CreateOutcome;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (outcome.kind === 'error') {
    return (
      <div className="create-result" role="alert" data-kind="error">
        <p>{t('sharedlinks.created_link_error')}</p>
        <button type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="create-result" role="status" data-kind="success">
      <p>{t('sharedlinks.created_link_success')}</p>
      <p className="muted">{t('sharedlinks.link_ready')}</p>
      <input
        className="link-url"
        readOnly
        value={outcome.url}
        aria-label={t('sharedlinks.copy_link')}
        onFocus={(e) => e.target.select()}
      />
      <ShareButtons url={outcome.url} plates={outcome.plates} />
    </div>
  );
}
