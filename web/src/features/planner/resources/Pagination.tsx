import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Previous / next with "page n of m" (pages 0-based inside, 1-based on screen). */
export function Pagination({
  page,
  pages,
  disabled,
  onPage,
}: {
  page: number;
  pages: number;
  disabled: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="resources-pagination" aria-label={t('resources.pagination')}>
      <button
        type="button"
        className="icon-button"
        disabled={disabled || page <= 0}
        aria-label={t('resources.previous_page')}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden />
      </button>
      <span>{t('resources.page_of', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="icon-button"
        disabled={disabled || page >= pages - 1}
        aria-label={t('resources.next_page')}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
