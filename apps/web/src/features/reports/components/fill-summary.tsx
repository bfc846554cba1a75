import { Card } from '../../../components/ui/card';
import type { FillSummary as Summary } from '../utils/fill-entries';

const ITEMS: [keyof Summary, string][] = [
  ['publishers', 'Publicadores'],
  ['participated', 'Participaram'],
  ['notParticipated', 'Não participaram'],
  ['studies', 'Total de estudos'],
  ['pioneers', 'Pioneiros'],
  ['hours', 'Total de horas'],
];

/** The fill screen's summary card (live: unsaved values included). */
export function FillSummary({ summary }: { summary: Summary }) {
  return (
    <Card className="mb-6">
      <h2 className="sr-only">Resumo</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {ITEMS.map(([key, label]) => (
          <div key={key}>
            <dt className="text-xs font-medium text-gray-600 uppercase dark:text-gray-400">{label}</dt>
            <dd
              className="text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-100"
              data-testid={`summary-${key}`}
            >
              {summary[key]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
