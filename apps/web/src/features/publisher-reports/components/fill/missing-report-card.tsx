import type { PublisherWithoutReport } from '@congregacao/shared/contracts/reports';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { FileQuestion, UserX } from 'lucide-react';
import { memo } from 'react';
import { MISSING_REPORT_EXPLANATION } from '../missing-report';

/** A publisher of the group without a report this month: 'Publicador Irregular' (inactive) or 'Relatório não encontrado'. */
export const MissingReportCard = memo(function MissingReportCard({ publisher }: { publisher: PublisherWithoutReport }) {
  const name = publisherLabel(publisher);
  return (
    <article
      aria-label={name}
      className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-4 dark:border-gray-600 dark:bg-gray-900/60"
    >
      <h3 className="font-semibold text-gray-900 dark:text-gray-100">{name}</h3>
      {publisher.isCurrentlyInactive ? (
        <div className="mt-2 flex gap-2 text-sm text-amber-800 dark:text-amber-300">
          <UserX className="size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">Publicador Irregular</p>
            <p>
              Este publicador está inativo e não tem relatório este mês. Informe o secretário para que seja criado um
              relatório.
            </p>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex gap-2 text-sm text-gray-700 dark:text-gray-300">
          <FileQuestion className="size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">Relatório não encontrado</p>
            <p>{MISSING_REPORT_EXPLANATION} Se devia ter relatório este mês, informe o secretário.</p>
          </div>
        </div>
      )}
    </article>
  );
});
