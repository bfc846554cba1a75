import { useT } from '../../lib/language';

/** A label / value row of a card's figures (null: not given, shown as '—'); render inside a <dl>. */
export function Figure({ label, value }: { label: string; value: string | number | null }) {
  const t = useT();
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-gray-600 dark:text-gray-300">{label}</dt>
      <dd className="font-semibold text-gray-900 dark:text-gray-100">
        {value ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('ui.notGiven')}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A report's remarks under its figures; nothing when there are none. */
export function Observations({ text }: { text?: string }) {
  const t = useT();
  if (!text?.trim()) return null;
  return (
    <div className="rounded-lg bg-gray-50 p-2 text-sm dark:bg-gray-800">
      <p className="font-medium text-gray-700 dark:text-gray-200">{t('ui.observations')}</p>
      <p className="whitespace-pre-wrap text-gray-700 dark:text-gray-300">{text}</p>
    </div>
  );
}
