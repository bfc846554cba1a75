import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { downloadTable } from '../api/transfer';

function currentServiceYear(now = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() + 1 : now.getFullYear();
}

/** Templates and exports: each a plain download (the exports are audited by the server). */
export function ExportPanel() {
  const t = useT();
  const [serviceYear, setServiceYear] = useState(currentServiceYear());
  const [busy, setBusy] = useState<string | null>(null);
  const get = async (path: string, name: string) => {
    setBusy(path);
    try {
      await downloadTable(path, name);
    } catch (error) {
      toast.error(withServerReason(t('import.export.downloadFailed'), error));
    } finally {
      setBusy(null);
    }
  };
  const button = (path: string, name: string, label: string) => (
    <Button
      variant="secondary"
      size="sm"
      isLoading={busy === path}
      disabled={busy !== null}
      icon={<Download className="size-4" aria-hidden="true" />}
      onClick={() => void get(path, name)}
    >
      {label}
    </Button>
  );
  return (
    <Card>
      <CardHeader title={t('import.export.title')} description={t('import.export.description')} />
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          {button('/imports/template.csv', 'modelo-publicadores.csv', t('import.export.publishersTemplateCsv'))}
          {button('/imports/template.xlsx', 'modelo-publicadores.xlsx', t('import.export.publishersTemplateXlsx'))}
          {button('/imports/reports-template.csv', 'modelo-relatorios.csv', t('import.export.reportsTemplateCsv'))}
          {button('/imports/reports-template.xlsx', 'modelo-relatorios.xlsx', t('import.export.reportsTemplateXlsx'))}
        </div>
        <div className="flex flex-wrap gap-2">
          {button('/exports/publishers.csv', 'publicadores.csv', t('import.export.publishersCsv'))}
          {button('/exports/publishers.xlsx', 'publicadores.xlsx', t('import.export.publishersXlsx'))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm text-gray-700 dark:text-gray-300">
            {t('import.export.serviceYear')}
            <input
              type="number"
              min={2000}
              max={2101}
              value={serviceYear}
              onChange={(e) => setServiceYear(Number(e.target.value))}
              className="ml-2 w-24 rounded-md border border-gray-300 px-2 py-1 dark:border-gray-600 dark:bg-gray-800"
            />
          </label>
          {button(
            `/exports/reports/${serviceYear}.csv`,
            `relatorios_${serviceYear}.csv`,
            t('import.export.reportsCsv'),
          )}
        </div>
      </div>
    </Card>
  );
}
