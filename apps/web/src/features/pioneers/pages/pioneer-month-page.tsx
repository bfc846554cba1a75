import { pioneerMonthParamsSchema } from '@congregacao/shared/contracts/history';
import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { useParams } from 'react-router';
import { BackToDashboard } from '../../../components/ui/back-links';
import { PageHeader } from '../../../components/ui/page-header';
import { parseNumericParams } from '../../../lib/route-params';
import { usePioneerMonth } from '../api/get-pioneer-month';
import { PioneerPageStates } from '../components/pioneer-page-states';
import { PioneerReportCard } from '../components/pioneer-report-card';
import { monthTitle } from '../utils/format';

/** /pioneiros/{month}/{year} (month 0-11): the month's pioneer reports. */
export function Component() {
  const params = parseNumericParams(useParams(), ['month', 'year'], pioneerMonthParamsSchema);
  const query = usePioneerMonth(params);
  const reports = query.data ?? [];
  const title = params ? monthTitle(params.month, params.year) : '';
  return (
    <PioneerPageStates
      malformedMessage={params ? null : HISTORY_MESSAGES.pioneerMonthMalformedUrl}
      query={query}
      isEmpty={reports.length === 0}
      period={title.replace(' / ', '/')}
    >
      <PageHeader title="Relatórios de Pioneiros" subtitle={title} actions={<BackToDashboard />} />
      <section
        aria-label="Pioneiros"
        className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {reports.map((report) => (
          <PioneerReportCard key={report.publisherId} report={report} />
        ))}
      </section>
    </PioneerPageStates>
  );
}
