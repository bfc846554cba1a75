import { Check } from 'lucide-react';
import { useState } from 'react';
import { DisclosureButton } from '../../../../components/ui/disclosure-button';
import { useT } from '../../../../lib/language';
import { groupAnchor, groupTitle, type ReviewGroup } from '../../model/review-groups';

export interface QuickNavProps {
  groups: readonly ReviewGroup[];
  completeKeys: ReadonlySet<string>;
}

/**
 * Sticky 'Navegação Rápida': a button per group (green with a tick when complete); collapsed below 768 px. One row
 * that scrolls sideways: with many groups a wrapped list would cover the reports it sits above.
 */
export function QuickNav({ groups, completeKeys }: QuickNavProps) {
  const t = useT();
  const [isExpanded, setIsExpanded] = useState(false);
  return (
    <nav
      aria-label={t('reviewScreen.quickNav')}
      className="sticky top-16 z-20 -mx-4 mb-6 border-b border-gray-200 bg-gray-50 px-4 py-3 dark:border-gray-700 dark:bg-gray-950"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-gray-800 dark:text-gray-200">{t('reviewScreen.quickNav')}</h2>
        <DisclosureButton
          isOpen={isExpanded}
          onToggle={() => setIsExpanded((v) => !v)}
          closedLabel={t('reviewScreen.quickNavShow')}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm text-gray-700 hover:bg-gray-200 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
        />
      </div>
      <ul className={`mt-2 gap-2 overflow-x-auto pb-1 ${isExpanded ? 'flex' : 'hidden md:flex'}`}>
        {groups.map((group) => {
          const isComplete = completeKeys.has(group.key);
          return (
            <li key={group.key} className="shrink-0">
              <button
                type="button"
                onClick={() =>
                  document.getElementById(groupAnchor(group))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                }
                className={`flex flex-col items-start rounded-lg px-3 py-1.5 text-left text-sm ring-1 ring-inset ${
                  isComplete
                    ? 'bg-green-700 text-white ring-green-700 hover:bg-green-800'
                    : 'bg-white text-gray-800 ring-gray-300 hover:bg-gray-100 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600'
                }`}
              >
                <span className="flex items-center gap-1 font-semibold">
                  {isComplete ? <Check className="size-4" aria-label={t('reviewScreen.complete')} /> : null}
                  {groupTitle(group)}
                </span>
                {group.overseerName ? <span className="text-xs">{group.overseerName}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
