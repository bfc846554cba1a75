import type { ReportRow } from '@congregacao/shared/contracts/reports';
import { PIONEER_CATEGORY_TITLES, publisherLabel } from '@congregacao/shared/report-rules';
import { Card } from '../../../../components/ui/card';
import { Notice } from '../../../../components/ui/notice';
import { useT } from '../../../../lib/language';
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
  const t = useT();
  return (
    <div className="mb-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      <Stat label={t('reviewScreen.summary.sent')} value={`${totals.sent}/${totals.reports}`} testId="review-sent" />
      <Stat label={t('reviewScreen.summary.participated')} value={totals.participated} testId="review-participated" />
      <Stat label={t('reviewScreen.summary.studies')} value={totals.studies} testId="review-studies" />
      <Stat label={t('reviewScreen.summary.hours')} value={totals.hours} testId="review-hours" />
      <Stat
        label={t('reviewScreen.summary.missingGroups')}
        value={missingGroups.length ? missingGroups.join(', ') : t('reviewScreen.summary.none')}
        testId="review-missing"
      />
    </div>
  );
}

/** Publishers flagged both auxiliary and regular pioneer this month (allowed, but worth a look). */
export function BothPioneersWarning({ rows }: { rows: readonly ReportRow[] }) {
  const t = useT();
  const both = rows.filter((r) => r.auxiliaryPioneer && r.regularPioneer);
  if (both.length === 0) return null;
  return (
    <Notice tone="warning" className="mb-6" title={t('reviewScreen.bothPioneers')}>
      <ul className="list-disc pl-5">
        {both.map((r) => (
          <li key={r.id}>{publisherLabel(r)}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** The cards in order; special pioneers and field missionaries only in a month that has their reports. */
const CATEGORIES: { key: Category; isAlwaysShown: boolean }[] = [
  { key: 'auxiliary', isAlwaysShown: true },
  { key: 'regular', isAlwaysShown: true },
  { key: 'special', isAlwaysShown: false },
  { key: 'fieldMissionary', isAlwaysShown: false },
  { key: 'publishers', isAlwaysShown: true },
];

/** Delivered reports, participated, hours and studies per category; publishers show '-' for hours. */
export function CategoryCards({ byCategory }: { byCategory: Record<Category, ReportTally> }) {
  const t = useT();
  const shown = CATEGORIES.filter((c) => c.isAlwaysShown || byCategory[c.key].reports > 0);
  return (
    <div className="mb-6 grid gap-4 md:grid-cols-3">
      {shown.map(({ key }) => {
        const title = key === 'publishers' ? t('reviewScreen.publishers') : PIONEER_CATEGORY_TITLES[key];
        const tally = byCategory[key];
        const items: [string, string | number][] = [
          [t('reviewScreen.summary.delivered'), `${tally.sent}/${tally.reports}`],
          [t('reviewScreen.summary.participated'), tally.participated],
          [t('reviewScreen.summary.hours'), key === 'publishers' ? '-' : tally.hours],
          [t('reviewScreen.summary.studies'), tally.studies],
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
