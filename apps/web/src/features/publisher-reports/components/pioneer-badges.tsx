import { appointmentMarkLabels, type ReportPioneerMarks } from '@congregacao/shared/report-rules';
import { useT } from '../../../lib/language';

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** 'Pioneiro Regular' / 'Pioneiro Especial' / 'Missionário em Campo' / 'Pioneiro Auxiliar' badges of a report. */
export function PioneerBadges({ report }: { report: ReportPioneerMarks }) {
  const t = useT();
  return (
    <>
      {appointmentMarkLabels(report).map((label) => (
        <span key={label} className={`${BADGE} bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100`}>
          {label}
        </span>
      ))}
      {report.auxiliaryPioneer ? (
        <span className={`${BADGE} bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100`}>
          {t('pioneerCategory.auxiliary')}
        </span>
      ) : null}
    </>
  );
}
