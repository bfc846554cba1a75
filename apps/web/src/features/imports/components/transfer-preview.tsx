import type { ImportPreview } from '@congregacao/shared/contracts/imports';
import type { TransferPreviewPerson } from '@congregacao/shared/contracts/transfers';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/language';

const mark = (value: boolean | null, yes: string, no: string) => (value === null ? '' : value ? yes : no);

function PersonMonths({ person }: { person: TransferPreviewPerson }) {
  const t = useT();
  const yes = t('transfer.yes');
  const no = t('transfer.no');
  const headers = ['month', 'participated', 'studies', 'auxiliary', 'hours', 'remarks'] as const;
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-gray-900 dark:text-gray-100">
        {t('transfer.personLine', {
          name: person.name,
          action: t(person.publisherId === null ? 'transfer.actionCreate' : 'transfer.actionUpdate'),
          arrivalDate: person.arrivalDate,
          count: person.months.length,
        })}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={person.name}>
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              {headers.map((h) => (
                <th key={h} className="p-2">
                  {t(`transfer.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {person.months.map((m) => (
              <tr key={m.period} className="border-b border-gray-100 dark:border-gray-800">
                <td className="p-2">{m.period}</td>
                <td className="p-2">{mark(m.participatedInMinistry, yes, no)}</td>
                <td className="p-2">{m.studies ?? ''}</td>
                <td className="p-2">{m.auxiliaryPioneer ? yes : ''}</td>
                <td className="p-2">{m.hours ?? ''}</td>
                <td className="p-2">{m.observations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A transfer in's preview (ADR 042): each person and their months, and the arrival date the commit takes. */
export function TransferPreview({
  preview,
  arrivalDate,
  onArrivalDate,
}: {
  preview: ImportPreview;
  arrivalDate: string;
  onArrivalDate: (date: string) => void;
}) {
  const t = useT();
  const people = preview.people ?? [];
  return (
    <div className="space-y-4">
      <Notice tone="info" title={t('transfer.previewTitle', { count: people.length })}>
        {t('transfer.previewHint')}
      </Notice>
      {preview.errors.map((e) => (
        <Notice key={e.message} tone="danger">
          {e.message}
        </Notice>
      ))}
      <TextField
        id="transfer-arrival"
        type="date"
        label={t('transfer.arrivalDate')}
        value={arrivalDate}
        onChange={(event) => onArrivalDate(event.target.value)}
      />
      {people.map((person) => (
        <PersonMonths key={`${person.name}|${person.birthDate ?? ''}`} person={person} />
      ))}
    </div>
  );
}
