import { PIONEER_APPOINTMENTS, PIONEER_BADGE_LABELS } from '@congregacao/shared/appointments';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { PUBLISHER_ROLE_LABELS } from '@congregacao/shared/enums';
import type { LucideIcon } from 'lucide-react';
import { Download, FileText, Pencil } from 'lucide-react';
import { memo } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { publisherLabel } from '../../../lib/queries/publishers';
import { groupLabel } from '../../../lib/queries/service-groups';

/** A small button of the card, named for screen readers with the publisher ('Ver Relatórios de Ana'). */
function CardAction({
  text,
  name,
  icon,
  onClick,
}: {
  text: string;
  name: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} aria-label={`${text} de ${name}`} icon={icon}>
      {text}
    </Button>
  );
}

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
        <Avatar name={label} size="md" />
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
        {publisher.isCurrentlyInactive ? (
          <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">Inativo</Badge>
        ) : null}
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
            icon={Pencil}
          >
            Editar
          </ButtonLink>
        ) : null}
        <CardAction text="Ver Relatórios" name={label} icon={FileText} onClick={() => onViewReports(publisher)} />
        <CardAction text="Download Cartão" name={label} icon={Download} onClick={() => onDownloadCard(publisher)} />
      </div>
    </article>
  );
});
