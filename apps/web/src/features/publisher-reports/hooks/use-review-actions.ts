import type { PublisherWithoutReport, ReportRow } from '@congregacao/shared/contracts/reports';
import type { ReportStatus } from '@congregacao/shared/enums';
import { publisherLabel, type ReportPioneerMarks } from '@congregacao/shared/report-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, withServerReason } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { ACTIVITIES_QUERY_KEY } from '../../../lib/queries/activities';
import { toast } from '../../../lib/toast';
import { reportsByMonthQueryOptions, updateChangedReports } from '../api/reports-by-month';
import { changeGroupStatus, createReportFor, irregularPublishersQueryOptions } from '../api/review-calls';
import type { useReportDrafts } from '../drafts/use-report-drafts';
import type { useSaveReports } from '../drafts/use-save-reports';
import { markedNotParticipated, unansweredIdsOf } from '../model/mark-not-participated';
import { marksCorrection } from '../model/marks-correction';
import { groupTitle, type ReviewGroup } from '../model/review-groups';
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
  marksCorrected: (name: string) => `Marcas de pioneiro de ${name} corrigidas.`,
  marksFailed: 'Erro ao corrigir as marcas de pioneiro.',
  markedNo: (count: number, group: string) =>
    `${count === 1 ? "1 relatório marcado 'Não'" : `${count} relatórios marcados 'Não'`}; ${group} fechado.`,
} as const;

export type PendingAction =
  | { kind: 'group-status'; group: ReviewGroup; status: ReportStatus }
  | { kind: 'create'; publisher: PublisherWithoutReport }
  /** the close was refused for these unanswered reports: the Secretary may mark them 'Não' and close again */
  | { kind: 'mark-no'; group: ReviewGroup; rows: ReportRow[]; reason: string };

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
    if (await saveDraftsWithToast(drafts, saver, REVIEW_MESSAGES, true)) setLeaveAfterSave(true);
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...reportsByMonthQueryOptions(activityId), staleTime: 0 });
    void queryClient.invalidateQueries({ queryKey: irregularPublishersQueryOptions(activityId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY });
    return fresh;
  };

  const closeGroup = (group: ReviewGroup, status: ReportStatus) =>
    changeGroupStatus({ status, groupId: group.id ?? 0, activityId });

  /** A close refused for unanswered participation: names them and offers 'Não' (never marked silently). */
  const offerMarkNo = async (group: ReviewGroup, error: unknown): Promise<boolean> => {
    const ids = isApiError(error) && error.status === 409 ? unansweredIdsOf(error.body) : null;
    if (!ids || !isApiError(error)) return false;
    const fresh = await reload();
    const rows = fresh.reports.filter((r) => ids.includes(r.id));
    if (rows.length === 0) return false;
    setPending({ kind: 'mark-no', group, rows, reason: error.serverError ?? '' });
    return true;
  };

  const run = async (action: PendingAction) => {
    setIsRunning(true);
    let isOffered = false;
    try {
      if (action.kind === 'group-status') {
        try {
          await closeGroup(action.group, action.status);
        } catch (error) {
          if (action.status === 'Sent' && (await offerMarkNo(action.group, error))) {
            isOffered = true;
            return;
          }
          throw error;
        }
        toast.success(REVIEW_MESSAGES.statusChanged);
        const fresh = await reload();
        // the group's unsaved edits move onto the new versions; their status is now the server's
        drafts.rebase(fresh.reports, [], ['status']);
      } else if (action.kind === 'mark-no') {
        await updateChangedReports({ reports: markedNotParticipated(action.rows, drafts.edits) });
        await closeGroup(action.group, 'Sent');
        toast.success(REVIEW_MESSAGES.markedNo(action.rows.length, groupTitle(action.group)));
        const fresh = await reload();
        drafts.rebase(fresh.reports, [], ['status', 'participatedInMinistry']);
      } else {
        const name = publisherLabel(action.publisher);
        await createReportFor(action.publisher, activityId);
        toast.success(REVIEW_MESSAGES.created(name));
        await reload();
      }
    } catch (error) {
      if (action.kind !== 'create') toast.error(withServerReason(REVIEW_MESSAGES.statusFailed, error));
      else
        toast.error(
          isApiError(error) && error.status === 409 && error.serverError
            ? error.serverError
            : REVIEW_MESSAGES.createFailed,
        );
    } finally {
      setIsRunning(false);
      if (!isOffered) setPending(null);
    }
  };

  /** Saves a report's corrected pioneer marks at once (Secretary, month Open); typed edits stay drafts. */
  const correctMarks = async (row: ReportRow, marks: ReportPioneerMarks): Promise<boolean> => {
    setIsRunning(true);
    try {
      await updateChangedReports({ reports: [marksCorrection(row, marks)] });
      toast.success(REVIEW_MESSAGES.marksCorrected(publisherLabel(row)));
      drafts.rebase((await reload()).reports);
      return true;
    } catch (error) {
      toast.error(withServerReason(REVIEW_MESSAGES.marksFailed, error));
      return false;
    } finally {
      setIsRunning(false);
    }
  };

  return { save, pending, setPending, isRunning, run, correctMarks };
}
