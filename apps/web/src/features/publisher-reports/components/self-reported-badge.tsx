import { DELEGATE_MESSAGES } from '@congregacao/shared/delegate-messages';
import { SELF_REPORTING_MESSAGES } from '@congregacao/shared/self-reporting-messages';
import { Smartphone } from 'lucide-react';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-PT', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * 'Enviado pelo publicador' and when: the publisher filled this report themselves (self-reporting, issue 23); or
 * 'Enviado por <nome>', their reporting delegate (issue 36).
 */
export function SelfReportedBadge({ at, by }: { at: string; by?: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900 dark:text-violet-100">
      <Smartphone className="size-3" aria-hidden="true" />
      {by ? DELEGATE_MESSAGES.sentBy(by) : SELF_REPORTING_MESSAGES.sentByPublisher} ·{' '}
      <time dateTime={at}>{when(at)}</time>
    </span>
  );
}
