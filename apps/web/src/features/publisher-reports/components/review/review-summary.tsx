import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { PIONEER_CATEGORY_TITLES, publisherLabel } from '@congregacao/shared/report-rules';
import { Card } from '../../../../components/ui/card';
import { Notice } from '../../../../components/ui/notice';
import type { Category, ReportTally } from '../../model/report-tally';

const STAT_LABEL = 'text-xs font-medium text-gray-600 uppercase dark:text-gray-400';
const STAT_VALUE = 'mt-1 text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-100';

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Card>
      <p className={STAT_LABEL}>{label}</p>
      <p className={STAT_VALUE} data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

/** The five summary cards: sent/total, participated, studies, hours, groups still missing. */
export function ReviewSummary({ totals, missingGroups }: { totals: ReportTally; missingGroups: string[] }) {
  return (
    <div className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      <Stat label="Relatórios Enviados" value={`${totals.sent}/${totals.reports}`} testId="review-sent" />
      <Stat label="Participaram" value={totals.participated} testId="review-participated" />
      <Stat label="Estudos" value={totals.studies} testId="review-studies" />
      <Stat label="Horas" value={totals.hours} testId="review-hours" />
      <Stat
        label="Grupos em Falta"
        value={missingGroups.length ? missingGroups.join(', ') : 'Nenhum'}
        testId="review-missing"
      />
    </div>
  );
}

/** Publishers flagged both auxiliary and regular pioneer this month (allowed, but worth a look). */
export function BothPioneersWarning({ rows }: { rows: readonly ReportRow[] }) {
  const both = rows.filter((r) => r.auxiliaryPioneer && r.regularPioneer);
  if (both.length === 0) return null;
  return (
    <Notice tone="warning" className="mb-6" title="Publicadores marcados como pioneiro auxiliar e regular">
      <ul className="list-disc pl-5">
        {both.map((r) => (
          <li key={r.id}>{publisherLabel(r)}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** The cards in order; special pioneers and field missionaries only in a month that has their reports. */
const CATEGORIES: { key: Category; title: string; isAlwaysShown: boolean }[] = [
  { key: 'auxiliary', title: PIONEER_CATEGORY_TITLES.auxiliary, isAlwaysShown: true },
  { key: 'regular', title: PIONEER_CATEGORY_TITLES.regular, isAlwaysShown: true },
  { key: 'special', title: PIONEER_CATEGORY_TITLES.special, isAlwaysShown: false },
  { key: 'fieldMissionary', title: PIONEER_CATEGORY_TITLES.fieldMissionary, isAlwaysShown: false },
  { key: 'publishers', title: 'Publicadores', isAlwaysShown: true },
];

/** Delivered reports, participated, hours and studies per category; publishers show '-' for hours. */
export function CategoryCards({ byCategory }: { byCategory: Record<Category, ReportTally> }) {
  const shown = CATEGORIES.filter((c) => c.isAlwaysShown || byCategory[c.key].reports > 0);
  return (
    <div className="mb-6 grid gap-4 md:grid-cols-3">
      {shown.map(({ key, title }) => {
        const t = byCategory[key];
        const items: [string, string | number][] = [
          ['Relatórios entregues', `${t.sent}/${t.reports}`],
          ['Participaram', t.participated],
          ['Horas', key === 'publishers' ? '-' : t.hours],
          ['Estudos', t.studies],
        ];
        return (
          <Card key={key} role="region" aria-label={title}>
            <h2 className="mb-3 font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {items.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
                  <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-100">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
