import { CONGREGATION_REPORT_MESSAGES as M } from '@congregacao/shared/attendance-messages';
import { FileBarChart, UserX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { missingCount, useMissingReports } from '../../../lib/queries/missing-reports';

/** An open activity's 'N relatórios em falta' (to the list), and for Secretary and Admin its S-1 (issue 22). */
export function ActivityFiguresLinks({
  activityId,
  isOpen,
  canReadS1,
}: {
  activityId: number;
  isOpen: boolean;
  canReadS1: boolean;
}) {
  const t = useT();
  const missing = useMissingReports(isOpen ? activityId : null);
  const count = missing.data ? missingCount(missing.data) : 0;
  if (count === 0 && !canReadS1) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {count > 0 ? (
        <ButtonLink
          size="sm"
          variant="secondary"
          to={paths.missingReports.href(activityId)}
          icon={<UserX className="size-4" aria-hidden="true" />}
        >
          {M.missingCount(count)}
        </ButtonLink>
      ) : null}
      {canReadS1 ? (
        <ButtonLink
          size="sm"
          variant="secondary"
          to={paths.congregationReport.href(activityId)}
          icon={<FileBarChart className="size-4" aria-hidden="true" />}
        >
          {t('dashboard.s1Report')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
