import type { OwnDetails } from '@congregacao/shared/contracts/self-reporting';
import { labels } from '@congregacao/shared/i18n/messages';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { Info } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';

const FIELDS = [
  'name',
  'address',
  'postalCode',
  'city',
  'mobile',
  'homePhone',
  'email',
  'birthDate',
  'baptismDate',
  'groupNumber',
] as const satisfies readonly (keyof OwnDetails)[];
const FIELD_LABELS = labels('history.details', FIELDS);

/** The person's own contact details, read-only: corrections go through the secretary. */
export function OwnDetailsCard({ details }: { details: OwnDetails }) {
  const t = useT();
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('history.details.title')}</h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {FIELDS.map((key) => (
          <div key={key}>
            <dt className="text-xs font-medium text-gray-600 dark:text-gray-400">{FIELD_LABELS[key]}</dt>
            <dd className="text-gray-900 dark:text-gray-100">{details[key] ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {SELF_REPORTING_MESSAGES.contactHint}
      </p>
    </Card>
  );
}
