import { Card } from '../../../../components/ui/card';
import type { ReportTally } from '../../model/report-tally';

/** [figure, label, test id] */
const ITEMS: [keyof ReportTally, string, string][] = [
  ['reports', 'Publicadores', 'publishers'],
  ['participated', 'Participaram', 'participated'],
  ['notParticipated', 'Não participaram', 'notParticipated'],
  ['studies', 'Total de estudos', 'studies'],
  ['pioneers', 'Pioneiros', 'pioneers'],
  ['hours', 'Total de horas', 'hours'],
];

/** The fill screen's summary card (live: unsaved values included). */
export function FillSummary({ summary }: { summary: ReportTally }) {
  return (
    <Card className="mb-6">
      <h2 className="sr-only">Resumo</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {ITEMS.map(([key, label, testId]) => (
          <div key={key}>
            <dt className="text-xs font-medium text-gray-600 uppercase dark:text-gray-400">{label}</dt>
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
