import type { ImportPreview } from '@congregacao/shared/contracts/imports';
import { labels } from '@congregacao/shared/i18n/messages';
import type { ReactNode } from 'react';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';

const ACTION_LABELS = labels('import.preview.action', ['create', 'update', 'unchanged', 'error']);
/** Rows listed on screen; the counts cover them all. */
const SHOWN_ROWS = 300;

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-gray-200 p-3 text-center dark:border-gray-700">
      <div className="text-2xl font-bold text-gray-900 dark:text-gray-100">{value}</div>
      <div className="text-sm text-gray-600 dark:text-gray-300">{label}</div>
    </div>
  );
}

/** What the commit would do: counts, what it creates, each error by row and column, and the rows. */
/** A table of the preview: its header row and the rows given; `after` stands below it in the same scroll box. */
function PreviewTable({
  label,
  headers,
  after,
  children,
}: {
  label: string;
  headers: string[];
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            {headers.map((header) => (
              <th key={header} className="p-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}

export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const t = useT();
  const reports = preview.kind === 'reports';
  const newMonths = preview.newMonths ?? [];
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {reports ? t('import.preview.reportsFile') : t('import.preview.publishersFile')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label={t('import.preview.toCreate')} value={preview.create} />
        <Count label={t('import.preview.toUpdate')} value={preview.update} />
        <Count label={t('import.preview.unchanged')} value={preview.unchanged} />
        <Count label={t('import.preview.errors')} value={preview.errors.length} />
      </div>
      {preview.newGroups.length > 0 || preview.newHouseholds.length > 0 || newMonths.length > 0 ? (
        <Notice tone="info" title={t('import.preview.willCreate')}>
          {preview.newGroups.length > 0 ? (
            <p>{t('import.preview.newGroups', { list: preview.newGroups.join(', ') })}</p>
          ) : null}
          {preview.newHouseholds.length > 0 ? (
            <p>{t('import.preview.newHouseholds', { list: preview.newHouseholds.join(', ') })}</p>
          ) : null}
          {newMonths.length > 0 ? <p>{t('import.preview.newMonths', { list: newMonths.join(', ') })}</p> : null}
        </Notice>
      ) : null}
      {preview.ignoredColumns.length > 0 ? (
        <Notice tone="warning" title={t('import.preview.ignoredColumns')}>
          {preview.ignoredColumns.join(', ')}
        </Notice>
      ) : null}
      {preview.errors.length > 0 ? (
        <PreviewTable
          label={t('import.preview.errorsTable')}
          headers={[t('import.preview.row'), t('import.preview.column'), t('import.preview.problem')]}
        >
          {preview.errors.map((e) => (
            <tr key={`${e.row}-${e.column}-${e.message}`} className="border-b border-gray-100 dark:border-gray-800">
              <td className="p-2">{e.row}</td>
              <td className="p-2">{e.column}</td>
              <td className="p-2 text-red-700 dark:text-red-300">{e.message}</td>
            </tr>
          ))}
        </PreviewTable>
      ) : null}
      <PreviewTable
        label={t('import.preview.rowsTable')}
        headers={[
          t('import.preview.row'),
          t('import.preview.name'),
          ...(reports ? [t('import.preview.month')] : []),
          t('import.preview.action'),
          t('import.preview.changes'),
        ]}
        after={
          preview.rows.length > SHOWN_ROWS ? (
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">
              {t('import.preview.shownRows', { shown: SHOWN_ROWS, total: preview.rows.length })}
            </p>
          ) : null
        }
      >
        {preview.rows.slice(0, SHOWN_ROWS).map((r) => (
          <tr key={r.row} className="border-b border-gray-100 dark:border-gray-800">
            <td className="p-2">{r.row}</td>
            <td className="p-2">{r.name}</td>
            {reports ? <td className="p-2">{r.period ?? ''}</td> : null}
            <td className="p-2">{ACTION_LABELS[r.action]}</td>
            <td className="p-2">{r.changes.join(', ')}</td>
          </tr>
        ))}
      </PreviewTable>
    </div>
  );
}
