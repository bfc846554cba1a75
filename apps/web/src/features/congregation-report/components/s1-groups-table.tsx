import { SUBMISSION_SCREEN as S } from '@congregacao/shared/branch-cycle-messages';
import type { S1GroupLine } from '@congregacao/shared/contracts/congregation-report';
import type { MessageId } from '@congregacao/shared/i18n/translate';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { groupLabel } from '../../../lib/queries/service-groups';

const COLUMNS: { label: MessageId; value: (g: S1GroupLine) => number }[] = [
  { label: 'congregationReport.column.publishersReports', value: (g) => g.publishers.reports },
  { label: 'congregationReport.column.publishersStudies', value: (g) => g.publishers.studies },
  { label: 'congregationReport.column.auxiliaryReports', value: (g) => g.auxiliaryPioneers.reports },
  { label: 'congregationReport.column.auxiliaryHours', value: (g) => g.auxiliaryPioneers.hours },
  { label: 'congregationReport.column.auxiliaryStudies', value: (g) => g.auxiliaryPioneers.studies },
  { label: 'congregationReport.column.regularReports', value: (g) => g.regularPioneers.reports },
  { label: 'congregationReport.column.regularHours', value: (g) => g.regularPioneers.hours },
  { label: 'congregationReport.column.regularStudies', value: (g) => g.regularPioneers.studies },
  { label: 'congregationReport.column.missing', value: (g) => g.missingReports },
];

/** The S-1 by group (ADR 037): one row per group of the month's reports, the figures of the lines above. */
export function S1GroupsTable({ groups }: { groups: S1GroupLine[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <Card padded={false} className="mt-6 overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="px-4 pt-4 text-left font-semibold text-gray-900 dark:text-gray-100">
          {S.groupsTitle}
        </caption>
        <thead>
          <tr className="text-gray-600 dark:text-gray-300">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('congregationReport.group')}
            </th>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className="px-2 py-2 text-right font-medium">
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.groupId ?? 'none'} className="border-t border-gray-100 dark:border-gray-800">
              <th scope="row" className="px-3 py-1 text-left font-normal whitespace-nowrap">
                {g.groupNumber === null ? S.noGroup : groupLabel(g.groupNumber)}
              </th>
              {COLUMNS.map((c) => (
                <td key={c.label} className="px-2 py-1 text-right">
                  {c.value(g)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** An Elder's own group's line of the month's S-1 (ADR 037), as a list of its figures. */
export function OwnGroupLine({ line }: { line: S1GroupLine }) {
  const t = useT();
  return (
    <Card className="mb-4" aria-label={S.ownGroupTitle(line.groupNumber)}>
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">
        {S.ownGroupTitle(line.groupNumber)}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {COLUMNS.map((c) => (
          <div key={c.label} className="flex justify-between gap-3 border-b border-gray-100 py-1 dark:border-gray-800">
            <dt className="text-gray-700 dark:text-gray-300">{t(c.label)}</dt>
            <dd className="font-semibold tabular-nums text-gray-900 dark:text-gray-100">{c.value(line)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
