import type { ImportPreview } from '@congregacao/shared/contracts/imports';
import { ERROR_CODES } from '@congregacao/shared/error-codes';
import { IMPORT_MESSAGES } from '@congregacao/shared/import-messages';
import { PUBLISHER_MESSAGES } from '@congregacao/shared/publisher-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { commitImport, previewImport } from '../api/transfer';
import { ExportPanel } from '../components/export-panel';
import { ImportPreviewView } from '../components/import-preview';
import { TransferPreview } from '../components/transfer-preview';

const reasonOf = (error: unknown) => (isApiError(error) ? error.message : IMPORT_MESSAGES.unknownFormat);

/** /importar: upload -> preview (errors by row and column) -> commit; templates and exports. */
export function Component() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [arrivalDate, setArrivalDate] = useState('');
  const t = useT();
  const isTransfer = preview?.kind === 'transfer';
  const previewing = useMutation({
    mutationFn: previewImport,
    onMutate: () => {
      setPreview(null);
      setProblem(null);
    },
    onSuccess: setPreview,
    onError: (error) => setProblem(reasonOf(error)),
  });
  const committing = useMutation({
    mutationFn: commitImport,
    onSuccess: (result) => {
      const message = preview?.kind === 'reports' ? IMPORT_MESSAGES.importedReports : IMPORT_MESSAGES.imported;
      const unlinked = (result.unlinkedAccounts ?? []).map(PUBLISHER_MESSAGES.accountOutcome);
      const done = isTransfer
        ? t('transfer.imported', { created: result.created, updated: result.updated })
        : message(result.created, result.updated);
      toast.success([done, ...unlinked].join(' '));
      setPreview(null);
      setFile(null);
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      setProblem(reasonOf(error));
      if (isApiError(error) && (error.code === ERROR_CODES.IMPORT_OUTDATED || error.status === 404)) setPreview(null);
    },
  });
  const canCommit = preview !== null && preview.errors.length === 0 && preview.create + preview.update > 0;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('import.page.title')} subtitle={t('import.page.subtitle')} />
      <Card>
        <CardHeader title={t('import.page.cardTitle')} description={t('import.page.cardDescription')} />
        <form
          className="flex flex-wrap items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) previewing.mutate(file);
          }}
        >
          <label className="text-sm text-gray-700 dark:text-gray-300">
            <span className="sr-only">{t('import.page.fileLabel')}</span>
            <input
              type="file"
              name="file"
              accept=".csv,.xlsx,.pdf,.zip,.json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setPreview(null);
                setProblem(null);
              }}
            />
          </label>
          <Button
            type="submit"
            disabled={!file}
            isLoading={previewing.isPending}
            icon={<Upload className="size-4" aria-hidden="true" />}
          >
            {t('import.page.preview')}
          </Button>
        </form>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('transfer.fileHint')}</p>
        {problem ? (
          <div className="mt-4">
            <Notice tone="danger" title={t('import.page.failed')}>
              {problem}
            </Notice>
          </div>
        ) : null}
        {preview ? (
          <div className="mt-6 space-y-4">
            {isTransfer ? (
              <TransferPreview preview={preview} arrivalDate={arrivalDate} onArrivalDate={setArrivalDate} />
            ) : (
              <ImportPreviewView preview={preview} />
            )}
            {preview.errors.length > 0 ? (
              <Notice tone="warning">{IMPORT_MESSAGES.importHasErrors}</Notice>
            ) : (
              <Button
                variant="success"
                disabled={!canCommit}
                isLoading={committing.isPending}
                onClick={() =>
                  committing.mutate({ importId: preview.importId, arrivalDate: isTransfer ? arrivalDate : undefined })
                }
              >
                {t('import.page.commit')}
              </Button>
            )}
          </div>
        ) : null}
      </Card>
      <ExportPanel />
    </div>
  );
}
