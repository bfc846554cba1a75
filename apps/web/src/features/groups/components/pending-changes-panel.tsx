import { t as translate } from '@congregacao/shared/i18n/translate';
import { ArrowRight } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { publisherLabel } from '../../../lib/queries/publishers';
import { groupLabel } from '../../../lib/queries/service-groups';
import type { PendingMove } from '../hooks/use-organize-state';

export function pendingCountText(count: number): string {
  return translate('groups.pendingCount', { n: count });
}

/** 'Alterações Pendentes': each move as 'Mover do Grupo X para o Grupo Y'. */
export function PendingChangesPanel({ pending }: { pending: PendingMove[] }) {
  const t = useT();
  return (
    <Card aria-labelledby="pending-changes-title">
      <CardHeader
        title={<span id="pending-changes-title">{t('groups.pendingTitle')}</span>}
        description={pendingCountText(pending.length)}
      />
      {pending.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('groups.noPending')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('groups.pendingList')}>
          {pending.map(({ publisher, from, to }) => (
            <li
              key={publisher.id}
              className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              <span className="font-medium">{publisherLabel(publisher)}:</span>
              <span>
                {t('groups.moveFromTo', { from: groupLabel(from?.groupNumber), to: groupLabel(to.groupNumber) })}
              </span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
