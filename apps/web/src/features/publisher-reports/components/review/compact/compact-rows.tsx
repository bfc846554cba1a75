import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { useMemo } from 'react';
import { useT } from '../../../../../lib/language';
import type { ReportEdits, ReportPatch } from '../../../drafts/use-report-drafts';
import { compactOrder } from '../../../model/compact-order';
import { COMPACT_COLUMNS, CompactLine } from './compact-line';

export interface CompactRowsProps {
  rows: readonly ReportRow[];
  edits: ReportEdits;
  staleIds: ReadonlySet<number>;
  isLocked: boolean;
  onChange: (id: number, patch: ReportPatch) => void;
  onCorrectMarks?: (row: ReportRow) => void;
}

/** A group's reports as compact lines, the exceptions first (compact-order.ts), under a header naming the columns. */
export function CompactRows({ rows, edits, staleIds, isLocked, onChange, onCorrectMarks }: CompactRowsProps) {
  const t = useT();
  const ordered = useMemo(() => compactOrder(rows), [rows]);
  if (ordered.length === 0) return null;
  return (
    <>
      {/* each line says what its figures are to a screen reader; this header is for the eye */}
      <li aria-hidden="true" className={`${COMPACT_COLUMNS} text-xs font-medium text-gray-600 dark:text-gray-400`}>
        <span className="pl-5">{t('reviewCompact.name')}</span>
        <span>
          <span className="sm:hidden">{t('reviewCompact.participatedShort')}</span>
          <span className="max-sm:hidden">{t('reviewCompact.participated')}</span>
        </span>
        <span className="text-right">
          <span className="sm:hidden">{t('reviewCompact.studiesShort')}</span>
          <span className="max-sm:hidden">{t('reviewCompact.studies')}</span>
        </span>
        <span className="text-right">{t('reviewCompact.hours')}</span>
        <span>{t('reviewCompact.status')}</span>
      </li>
      {ordered.map((row) => (
        <CompactLine
          key={row.id}
          row={row}
          edit={edits.get(row.id)}
          isLocked={isLocked}
          isStale={staleIds.has(row.id)}
          onChange={onChange}
          onCorrectMarks={onCorrectMarks}
        />
      ))}
    </>
  );
}
