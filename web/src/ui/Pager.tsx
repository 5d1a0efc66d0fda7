import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './pager.css';

/**
 * Previous / page n of m / next under a paged list; nothing while everything fits on one page
 * (the spec shows pagination only past the page size).
 */
export function Pager({
  page,
  items,
  pageSize,
  label,
  disabled = false,
  onPage,
}: {
  /** 1-based. */
  page: number;
  items: number;
  pageSize: number;
  /** What the pages are of, already translated. */
  label: string;
  /** While a page is on its way. */
  disabled?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(items / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="icon-button"
        disabled={disabled || page <= 1}
        aria-label={t('common.previous')}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden />
      </button>
      <span aria-live="polite">{t('common.page_of', { page, pages })}</span>
      <button
        type="button"
        className="icon-button"
        disabled={disabled || page >= pages}
        aria-label={t('common.next')}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
