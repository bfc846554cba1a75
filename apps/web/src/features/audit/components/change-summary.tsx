import type { AuditLogEntry } from '@congregacao/shared/contracts/audit';
import { useT } from '../../../lib/language';
import { changedFields, showValue } from '../utils/changes';

const PRE =
  'max-h-72 overflow-auto rounded-lg bg-gray-50 p-3 font-mono text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-100';
const SUBTITLE = 'mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100';

/** JSON in a scrolling block, focusable so keyboard users can scroll it. */
export function JsonBlock({ value, testId }: { value: unknown; testId: string }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable (axe scrollable-region-focusable)
    <pre className={PRE} data-testid={testId} tabIndex={0}>
      {value == null ? t('audit.noValues') : JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The fields whose old and new values differ, then the previous and new values side by side. */
export function ChangeSummary({ entry }: { entry: AuditLogEntry }) {
  const t = useT();
  if (!entry.old_values && !entry.new_values) return null;
  const changes = changedFields(entry.old_values, entry.new_values);
  return (
    <>
      <section aria-labelledby="audit-change-summary">
        <h3 id="audit-change-summary" className={SUBTITLE}>
          {t('audit.changeSummary')}
        </h3>
        {changes.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('audit.noFieldChanged')}</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="change-summary">
            {changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-semibold">{change.field}</span>:{' '}
                <span className="text-red-700 line-through dark:text-red-400">{showValue(change.before)}</span>
                {' → '}
                <span className="text-green-700 dark:text-green-400">{showValue(change.after)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
        <section>
          <h3 className={SUBTITLE}>{t('audit.previousValues')}</h3>
          <JsonBlock value={entry.old_values} testId="audit-old-values" />
        </section>
        <section>
          <h3 className={SUBTITLE}>{t('audit.newValues')}</h3>
          <JsonBlock value={entry.new_values} testId="audit-new-values" />
        </section>
      </div>
    </>
  );
}
