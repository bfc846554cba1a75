import type { MessageId } from '@congregacao/shared/i18n/translate';
import { Card } from '../../../../components/ui/card';
import { useT } from '../../../../lib/language';
import type { ReportTally } from '../../model/report-tally';

/** [figure, label, test id] */
const ITEMS: [keyof ReportTally, MessageId, string][] = [
  ['reports', 'fillScreen.summary.publishers', 'publishers'],
  ['participated', 'fillScreen.summary.participated', 'participated'],
  ['notParticipated', 'fillScreen.summary.notParticipated', 'notParticipated'],
  ['studies', 'fillScreen.summary.studies', 'studies'],
  ['pioneers', 'fillScreen.summary.pioneers', 'pioneers'],
  ['hours', 'fillScreen.summary.hours', 'hours'],
];

/** The fill screen's summary card (live: unsaved values included). */
export function FillSummary({ summary }: { summary: ReportTally }) {
  const t = useT();
  return (
    <Card className="mb-6">
      <h2 className="sr-only">{t('fillScreen.summary.title')}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {ITEMS.map(([key, label, testId]) => (
          <div key={key}>
            <dt className="text-xs font-medium text-gray-600 uppercase dark:text-gray-400">{t(label)}</dt>
            <dd
              className="text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-100"
              data-testid={`summary-${testId}`}
            >
              {summary[key]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
