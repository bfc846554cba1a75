import { ArrowRight } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card';
import { publisherLabel } from '../../../lib/queries/publishers';
import { groupLabel } from '../../../lib/queries/service-groups';
import type { PendingMove } from '../hooks/use-organize-state';

export function pendingCountText(count: number): string {
  return `${count} ${count === 1 ? 'alteração' : 'alterações'} por guardar`;
}

/** 'Alterações Pendentes': each move as 'Mover do Grupo X para o Grupo Y'. */
export function PendingChangesPanel({ pending }: { pending: PendingMove[] }) {
  return (
    <Card aria-labelledby="pending-changes-title">
      <CardHeader
        title={<span id="pending-changes-title">Alterações Pendentes</span>}
        description={pendingCountText(pending.length)}
      />
      {pending.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">Nenhuma alteração pendente.</p>
      ) : (
        <ul className="space-y-2" aria-label="Alterações pendentes">
          {pending.map(({ publisher, from, to }) => (
            <li
              key={publisher.id}
              className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              <span className="font-medium">{publisherLabel(publisher)}:</span>
              <span>
                Mover do {groupLabel(from?.groupNumber)} para o {groupLabel(to.groupNumber)}
              </span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
