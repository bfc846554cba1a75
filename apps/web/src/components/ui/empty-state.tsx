import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** buttons or links */
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ title, description, icon, action, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center dark:border-gray-700 dark:bg-gray-900">
      <div className="text-gray-500 dark:text-gray-400" aria-hidden="true">
        {icon ?? <Inbox className="size-10" />}
      </div>
      <Heading className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-gray-600 dark:text-gray-300">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
