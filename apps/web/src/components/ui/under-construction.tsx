import { Construction } from 'lucide-react';
import { PageHeader } from './page-header';

/** Placeholder body of a screen that a later issue builds. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-6 text-gray-700 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300">
        <Construction className="size-6 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <p>Em construção</p>
      </div>
    </>
  );
}
