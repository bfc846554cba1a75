import { ANALYSIS_MESSAGES, s10FileName, s21TotalsFileName } from '@congregacao/shared/branch-cycle-messages';
import type { CongregationAnalysis } from '@congregacao/shared/contracts/branch-cycle';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, download, failsWith } from '../../../lib/api-client';
import { REPORTS_QUERY_KEY } from '../../../lib/queries/keys';
import { saveFile } from '../../../lib/save-file';

/** GET /service-years/{serviceYear}/congregation-analysis: the S-10's figures (under the reports key: fresh). */
export function congregationAnalysisQueryOptions(serviceYear: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'congregation-analysis', serviceYear],
    queryFn: () =>
      failsWith(
        ANALYSIS_MESSAGES.loadFailed,
        api.get<CongregationAnalysis>(`/service-years/${serviceYear}/congregation-analysis`),
      ),
    staleTime: 0,
  });
}

export function useCongregationAnalysis(serviceYear: number | null) {
  return useQuery({ ...congregationAnalysisQueryOptions(serviceYear ?? 0), enabled: serviceYear !== null });
}

/** POST /files/s10: the analysis as a PDF, saved under its name. */
export async function downloadS10(serviceYear: number): Promise<void> {
  const file = await download('/files/s10', { serviceYear });
  saveFile(file.blob, file.filename ?? s10FileName(serviceYear));
}

/** POST /files/s21-totals: the congregation's S-21 totals cards, saved under their name. */
export async function downloadTotalsCards(serviceYear: number): Promise<void> {
  const file = await download('/files/s21-totals', { serviceYear });
  saveFile(file.blob, file.filename ?? s21TotalsFileName(serviceYear));
}
