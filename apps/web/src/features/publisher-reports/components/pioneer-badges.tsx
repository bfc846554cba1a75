const BADGE = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** 'Pioneiro Regular' / 'Pioneiro Auxiliar' badges of a report. */
export function PioneerBadges({ report }: { report: { auxiliaryPioneer: boolean; regularPioneer: boolean } }) {
  return (
    <>
      {report.regularPioneer ? (
        <span className={`${BADGE} bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100`}>
          Pioneiro Regular
        </span>
      ) : null}
      {report.auxiliaryPioneer ? (
        <span className={`${BADGE} bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100`}>
          Pioneiro Auxiliar
        </span>
      ) : null}
    </>
  );
}
