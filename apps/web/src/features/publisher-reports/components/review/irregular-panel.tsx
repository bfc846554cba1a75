import type { IrregularPublisher } from '@congregacao/shared/contracts/reports';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { DisclosureButton } from '../../../../components/ui/disclosure-button';
import { useT } from '../../../../lib/language';

export interface IrregularPanelProps {
  inactive: readonly { publisherId: number; name: string; displayName: string | null }[];
  irregular: readonly IrregularPublisher[];
}

/** Collapsible 'Publicadores Irregulares': who is inactive and who has months without participation. */
export function IrregularPanel({ inactive, irregular }: IrregularPanelProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card className="mb-6">
      <div className="flex flex-wrap items-center gap-3">
        <UserX className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <h2 className="font-semibold text-gray-900 dark:text-gray-100">{t('reviewScreen.irregular.title')}</h2>
        <span className="text-sm text-gray-600 dark:text-gray-400" data-testid="irregular-counts">
          {t('reviewScreen.irregular.counts', { inactive: inactive.length, irregular: irregular.length })}
        </span>
        <DisclosureButton
          isOpen={isOpen}
          onToggle={() => setIsOpen((v) => !v)}
          closedLabel={t('reviewScreen.irregular.show')}
          className="ml-auto inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-medium text-primary-800 hover:bg-primary-50 dark:text-primary-200 dark:hover:bg-gray-800"
        />
      </div>
      {isOpen ? (
        <ul className="mt-3 space-y-1 text-sm text-gray-800 dark:text-gray-200">
          {inactive.map((p) => (
            <li key={`i${p.publisherId}`}>{t('reviewScreen.irregular.inactive', { name: publisherLabel(p) })}</li>
          ))}
          {irregular.map((p) => (
            <li key={`r${p.publisherId}`}>
              {t('reviewScreen.irregular.irregular', { name: publisherLabel(p), months: p.monthsInactive })}
            </li>
          ))}
          {inactive.length + irregular.length === 0 ? <li>{t('reviewScreen.irregular.none')}</li> : null}
        </ul>
      ) : null}
    </Card>
  );
}
