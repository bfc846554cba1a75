import type { AuditPagination } from '@congregacao/shared/contracts/audit';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/language';
import { pagerPages, showingText } from '../utils/format';

/** Previous / Next, buttons for five pages around the current one, and 'Showing x to y of z results' (more than one page). */
export function AuditPager({ pagination, onPage }: { pagination: AuditPagination; onPage: (page: number) => void }) {
  const { page, limit, total, totalPages, isTotalExact } = pagination;
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('audit.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 dark:border-gray-700"
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">{showingText(page, limit, total, isTotalExact)}</p>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('audit.previous')}
        </Button>
        {pagerPages(totalPages, page).map((n) => (
          <Button
            key={n}
            variant={n === page ? 'primary' : 'secondary'}
            size="sm"
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('audit.page', { n: String(n) })}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('audit.next')}
        </Button>
      </div>
    </nav>
  );
}
