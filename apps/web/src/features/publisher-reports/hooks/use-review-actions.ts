import type { PublisherWithoutReport } from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { publisherLabel } from '@congregacao/shared/report-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, withServerReason } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { toast } from '../../../lib/toast';
import { REPORTS_QUERY_KEY, reportsByMonthQueryOptions } from '../api/reports-by-month';
import { changeGroupStatus, createReportFor } from '../api/review-calls';
import type { useReportDrafts } from '../drafts/use-report-drafts';
import type { useSaveReports } from '../drafts/use-save-reports';
import type { ReviewGroup } from '../model/review-groups';
import { saveDraftsWithToast } from './save-drafts-with-toast';

export const REVIEW_MESSAGES = {
  nothingToSave: 'Não há relatórios modificados para salvar.',
  saving: 'A guardar...',
  saved: 'Guardado com sucesso!',
  saveFailed: 'Ocorreu um erro a guardar os relatórios!',
  statusChanged: 'Status dos relatórios alterado com sucesso!',
  statusFailed: 'Ocorreu um erro a alterar os relatórios.',
  createFailed: 'Erro ao criar relatório para o publicador.',
  confirmGroupStatus: 'Esta alteração será guardada imediatamente na base de dados. Deseja continuar?',
  confirmCreate: (name: string) => `Tem a certeza que deseja criar um relatório para ${name}?`,
  created: (name: string) => `Relatório criado para ${name}.`,
} as const;

export type PendingAction =
  | { kind: 'group-status'; group: ReviewGroup; status: ReportStatus }
  | { kind: 'create'; publisher: PublisherWithoutReport };

interface Options {
  activityId: number;
  drafts: ReturnType<typeof useReportDrafts>;
  saver: ReturnType<typeof useSaveReports>;
}

/** Review-screen save (then to /), the group 'Opções' actions and report creation, with the spec's messages. */
export function useReviewActions({ activityId, drafts, saver }: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const [leaveAfterSave, setLeaveAfterSave] = useState(false);

  // navigate once the saved edits are gone and the leave warning has seen it (its effects run after this one)
  useEffect(() => {
    if (!leaveAfterSave || drafts.edits.size > 0) return;
    const timer = window.setTimeout(() => navigate(paths.dashboard.href()), 0);
    return () => window.clearTimeout(timer);
  }, [leaveAfterSave, drafts.edits.size, navigate]);

  const save = async () => {
    if (await saveDraftsWithToast(drafts, saver, REVIEW_MESSAGES)) setLeaveAfterSave(true);
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...reportsByMonthQueryOptions(activityId), staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: [...REPORTS_QUERY_KEY, 'irregular', activityId] });
    void queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY });
    return fresh;
  };

  const run = async (action: PendingAction) => {
    setIsRunning(true);
    try {
      if (action.kind === 'group-status') {
        await changeGroupStatus({ status: action.status, groupId: action.group.id ?? 0, activityId });
        toast.success(REVIEW_MESSAGES.statusChanged);
        const fresh = await reload();
        // the group's unsaved edits move onto the new versions; their status is now the server's
        drafts.rebase(fresh.reports, [], ['status']);
      } else {
        const name = publisherLabel(action.publisher);
        await createReportFor(action.publisher, activityId);
        toast.success(REVIEW_MESSAGES.created(name));
        await reload();
      }
    } catch (error) {
      if (action.kind === 'group-status') toast.error(withServerReason(REVIEW_MESSAGES.statusFailed, error));
      else
        toast.error(
          isApiError(error) && error.status === 409 && error.serverError
            ? error.serverError
            : REVIEW_MESSAGES.createFailed,
        );
    } finally {
      setIsRunning(false);
      setPending(null);
    }
  };

  return { save, pending, setPending, isRunning, run };
}
