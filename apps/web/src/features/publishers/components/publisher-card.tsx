import { PIONEER_APPOINTMENTS, PIONEER_BADGE_LABELS } from '@congregacao/shared/appointments';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { PUBLISHER_ROLE_LABELS } from '@congregacao/shared/enums';
import { Download, FileText, Pencil } from 'lucide-react';
import { memo } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { publisherLabel } from '../../../lib/queries/publishers';
import { groupLabel } from '../../../lib/queries/service-groups';

export type ListView = 'grid' | 'list';

export interface PublisherCardProps {
  publisher: PublisherListEntry;
  view: ListView;
  canEdit: boolean;
  /** stable callbacks (they receive the publisher), so a card renders again only when its own props change */
  onViewReports: (publisher: PublisherListEntry) => void;
  onDownloadCard: (publisher: PublisherListEntry) => void;
}

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${className}`}>{children}</span>;
}

/**
 * One publisher: initial, name, role, badges, ID, group and the actions. Memoised: the list grows a chunk at a
 * time (ChunkedList) and each step must render only the new cards, not the 500 already shown.
 */
export const PublisherCard = memo(function PublisherCard({
  publisher,
  view,
  canEdit,
  onViewReports,
  onDownloadCard,
}: PublisherCardProps) {
  const label = publisherLabel(publisher);
  const isList = view === 'list';
  return (
    <article
      aria-label={label}
      className={`rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900 ${
        isList ? 'flex flex-wrap items-center gap-4' : 'flex flex-col gap-3'
      }`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
        >
          {label.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-gray-900 dark:text-gray-100">{label}</h2>
          <p className="text-sm text-gray-600 dark:text-gray-300">{PUBLISHER_ROLE_LABELS[publisher.role]}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <span>ID: {publisher.id}</span>
        <span aria-hidden="true">·</span>
        <span>{groupLabel(publisher.groupNumber)}</span>
        {PIONEER_APPOINTMENTS.filter((k) => publisher.currentAppointments.includes(k)).map((k) => (
          <Badge key={k} className="bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100">
            {PIONEER_BADGE_LABELS[k]}
          </Badge>
        ))}
        {!publisher.isEnabled ? (
          <Badge className="bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-100">Arquivado</Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {canEdit ? (
          <ButtonLink
            to={paths.editPublisher.href(publisher.id)}
            variant="secondary"
            size="sm"
            aria-label={`Editar ${label}`}
            icon={<Pencil className="size-4" aria-hidden="true" />}
          >
            Editar
          </ButtonLink>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onViewReports(publisher)}
          aria-label={`Ver Relatórios de ${label}`}
          icon={<FileText className="size-4" aria-hidden="true" />}
        >
          Ver Relatórios
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDownloadCard(publisher)}
          aria-label={`Download Cartão de ${label}`}
          icon={<Download className="size-4" aria-hidden="true" />}
        >
          Download Cartão
        </Button>
      </div>
    </article>
  );
});
