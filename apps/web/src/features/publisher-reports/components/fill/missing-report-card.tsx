import type { PublisherWithoutReport } from '@congregacao/shared/contracts/reports';
import { FileQuestion, type LucideIcon, UserX } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useT } from '../../../../lib/language';
import { MissingReportFrame } from '../missing-report-frame';

function Notice({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={`mt-2 flex gap-2 text-sm ${tone}`}>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-medium">{title}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}

/** A publisher of the group without a report this month: 'Publicador Irregular' (inactive) or 'Relatório não encontrado'. */
export const MissingReportCard = memo(function MissingReportCard({ publisher }: { publisher: PublisherWithoutReport }) {
  const t = useT();
  return (
    <MissingReportFrame as="article" publisher={publisher} className="rounded-xl bg-gray-50 p-4 dark:bg-gray-900/60">
      {publisher.isCurrentlyInactive ? (
        <Notice icon={UserX} tone="text-amber-800 dark:text-amber-300" title={t('reportForm.irregularTitle')}>
          {t('reportForm.inactiveNoReport')}
        </Notice>
      ) : (
        <Notice icon={FileQuestion} tone="text-gray-700 dark:text-gray-300" title={t('reportForm.notFound')}>
          {t('reportForm.missingExplanation')} {t('reportForm.tellSecretary')}
        </Notice>
      )}
    </MissingReportFrame>
  );
});
