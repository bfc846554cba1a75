import type { PublisherWithoutReport } from '@congregacao/shared/contracts/reports';
import { FilePlus } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/language';
import { paths } from '../../../../lib/paths';
import { MissingReportFrame } from '../missing-report-frame';

export interface MissingRowProps {
  publisher: PublisherWithoutReport;
  isLocked: boolean;
  onCreate: (publisher: PublisherWithoutReport) => void;
}

/** A publisher of the group without a report: inactive ones can get one (not on a closed activity). */
export const MissingRow = memo(function MissingRow({ publisher, isLocked, onCreate }: MissingRowProps) {
  const t = useT();
  return (
    <MissingReportFrame as="li" publisher={publisher} className="flex flex-wrap items-center gap-3 rounded-lg p-3">
      {publisher.isCurrentlyInactive ? (
        <>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900 dark:text-amber-100">
            {t('reviewScreen.missing.inactive')}
          </span>
          <span className="text-sm text-gray-600 dark:text-gray-400">{t('reviewScreen.missing.noReport')}</span>
          {!isLocked ? (
            <Button
              size="sm"
              variant="secondary"
              className="ml-auto"
              icon={FilePlus}
              onClick={() => onCreate(publisher)}
            >
              {t('reviewScreen.missing.create')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <span className="text-sm text-gray-600 dark:text-gray-400">{t('reportForm.notFound')}</span>
          <span className="basis-full text-sm text-gray-600 dark:text-gray-400">
            {t('reportForm.missingExplanation')}{' '}
            <Link
              className="font-medium text-primary-700 underline dark:text-primary-300"
              to={paths.editPublisher.href(publisher.publisherId)}
            >
              {t('reviewScreen.missing.publisherLink')}
            </Link>
          </span>
        </>
      )}
    </MissingReportFrame>
  );
});
