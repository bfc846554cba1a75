import { Church } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/language';
import { paths } from '../../lib/paths';

/** A link of the navigation bar (the current page highlighted). */
export const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-primary-200';

export const HEADER =
  'sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95';

/** The bar's row: the brand and `left` on the left, `right` on the right. */
export function NavRow({ left, right }: { left?: ReactNode; right?: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
      <div className="flex items-center gap-6">
        <Link
          to={paths.dashboard.href()}
          className="flex items-center gap-2 font-bold text-primary-800 dark:text-primary-200"
        >
          <Church className="size-6" aria-hidden="true" />
          <span>{t('layout.brand')}</span>
        </Link>
        {left}
      </div>
      {right}
    </div>
  );
}
