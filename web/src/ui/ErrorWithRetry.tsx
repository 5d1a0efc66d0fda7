import { useTranslation } from 'react-i18next';

/** A failed load in words, what went wrong, and a retry in the same line. */
export function ErrorWithRetry({
  what,
  detail,
  onRetry,
  className,
}: {
  /** What could not be done, already translated. */
  what: string;
  detail?: string | undefined;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p role="alert" className={className}>
      {what}
      {detail ? `: ${detail}` : ''}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('infringements.retry')}
      </button>
    </p>
  );
}
