import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { requirementOf } from '@congregacao/shared/pioneer-year';
import { useT } from '../../../lib/language';

/** "N de 30 h" or "N de 15 h" under an auxiliary pioneer's hours (ADR 040: a 15-hour month, unless continuous). */
export function AuxiliaryRequirement({ row, hours }: { row: ReportRow; hours: number | null }) {
  const t = useT();
  if (!row.auxiliaryPioneer || row.regularPioneer || row.specialPioneer || row.fieldMissionary) return null;
  const requirement = requirementOf('AuxiliaryPioneer', {
    isSpecialMonth: row.isSpecialMonth ?? false,
    isContinuous: row.isContinuous ?? false,
  });
  return (
    <p className="mt-1 text-xs text-gray-600 dark:text-gray-400" data-testid="auxiliary-requirement">
      {t('pioneerYear.ofRequirement', { hours: hours ?? 0, requirement })}
    </p>
  );
}
