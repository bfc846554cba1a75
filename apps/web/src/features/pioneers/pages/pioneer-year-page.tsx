import { serviceYearParamsSchema } from '@congregacao/shared/contracts/history';
import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { PageHeader } from '../../../components/ui/page-header';
import { parseNumericParams } from '../../../lib/route-params';
import { usePioneerSummaries } from '../api/get-pioneer-summaries';
import { BelowPaceList } from '../components/below-pace-list';
import { PendingApplications } from '../components/pending-applications';
import { PioneerCharts } from '../components/pioneer-charts';
import { PioneerMonthSummaryCard } from '../components/pioneer-month-summary-card';
import { PioneerPageStates } from '../components/pioneer-page-states';

/** /pioneiros/{serviceYear}: pioneer figures per month and the two charts. */
export function Component() {
  const rawParams = useParams();
  const params = parseNumericParams(rawParams, ['serviceYear'], serviceYearParamsSchema);
  const query = usePioneerSummaries(params?.serviceYear ?? null);
  const summaries = query.data ?? [];
  return (
    <PioneerPageStates
      malformedMessage={params ? null : HISTORY_MESSAGES.pioneerYearMalformedUrl}
      query={query}
      isEmpty={summaries.length === 0}
      period={String(params?.serviceYear ?? rawParams.serviceYear)}
    >
      <PageHeader
        title="Relatórios de Pioneiros"
        subtitle={`Ano de Serviço ${params?.serviceYear}`}
        actions={<BackToDashboard />}
      />
      <section
        aria-label="Meses"
        className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {summaries.map((summary) => (
          <PioneerMonthSummaryCard key={`${summary.year}-${summary.month}`} summary={summary} />
        ))}
      </section>
      {params ? <BelowPaceList serviceYear={params.serviceYear} /> : null}
      <PendingApplications />
      <PioneerCharts summaries={summaries} />
    </PioneerPageStates>
  );
}
