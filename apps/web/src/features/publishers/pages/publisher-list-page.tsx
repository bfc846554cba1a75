import type { AppointmentKind } from '@congregacao/shared/appointments';
import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { labels } from '@congregacao/shared/i18n/messages';
import { can } from '@congregacao/shared/permissions';
import { lacksRgpdDate, matchesPublisherSearch } from '@congregacao/shared/publisher-search';
import { Download, FolderDown, Plus, SearchX, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useProgressiveList } from '../../../hooks/use-progressive-list';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { usePublishers } from '../../../lib/queries/publishers';
import { useSession } from '../../../lib/session';
import { useDownloadS21 } from '../api/download-s21';
import { type ListView, PublisherCard } from '../components/publisher-card';
import { type PickerState, PublisherPickers } from '../components/publisher-pickers';
import { PublisherToolbar } from '../components/publisher-toolbar';

/** /publicadores: the publisher list with search, views, archived toggle, reports and S-21 downloads. */
/** The page's two S-21 downloads: every card, or one group's (each asks in a picker first). */
const CARD_DOWNLOADS = [
  { step: 'all', icon: Download },
  { step: 'group', icon: FolderDown },
] as const;
const CARD_DOWNLOAD_LABELS = labels('publisher.pickers', ['all', 'group']);

export function Component() {
  const { role } = useSession();
  const t = useT();
  const canManage = can(role, 'publishers.manage');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  // 'Sem data RGPD' (issue 24): only for those who see the date, as the API enforces
  const withoutRgpdDate = canManage && searchParams.get('semRgpd') === '1';
  const [view, setView] = useState<ListView>('grid');
  const [showArchived, setShowArchived] = useState(false);
  const [appointment, setAppointment] = useState<AppointmentKind | ''>('');
  const [picker, setPicker] = useState<PickerState>(null);
  const download = useDownloadS21();
  const query = usePublishers(showArchived ? 'disabled' : 'enabled');

  const publishers = useMemo(
    () =>
      (query.data ?? [])
        .filter((p) => matchesPublisherSearch(p, search))
        .filter((p) => !appointment || p.currentAppointments.includes(appointment))
        .filter((p) => !withoutRgpdDate || lacksRgpdDate(p))
        .sort((a, b) => a.id - b.id),
    [query.data, search, appointment, withoutRgpdDate],
  );
  const shown = useProgressiveList(publishers);
  const viewReports = useCallback((publisher: PublisherListEntry) => setPicker({ step: 'history', publisher }), []);
  const downloadCard = useCallback((publisher: PublisherListEntry) => setPicker({ step: 'card', publisher }), []);

  /** The filters kept in the URL (?search=, ?semRgpd=1): a reload or a shared link shows the same list. */
  function setParam(name: 'search' | 'semRgpd', value: string) {
    setSearchParams(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  }

  const actions = (
    <>
      {canManage ? (
        <ButtonLink to={paths.newPublisher.href()} icon={Plus}>
          {t('publisher.page.newTitle')}
        </ButtonLink>
      ) : null}
      {CARD_DOWNLOADS.map(({ step, icon }) => (
        <Button
          key={step}
          variant="secondary"
          onClick={() => setPicker({ step })}
          disabled={download.isPending}
          icon={icon}
        >
          {CARD_DOWNLOAD_LABELS[step]}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={() => setPicker({ step: 'all', fillable: true })}
        disabled={download.isPending}
        icon={Download}
      >
        {t('transfer.allFillable')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('publisher.list.title')} actions={actions} />
      {download.isPending ? (
        <div
          role="progressbar"
          aria-label={t('publisher.list.downloading')}
          className="mb-4 h-1 overflow-hidden rounded bg-primary-100"
        >
          <div className="h-full w-1/3 animate-pulse bg-primary-600" />
        </div>
      ) : null}
      <PublisherToolbar
        search={search}
        onSearchChange={(value) => setParam('search', value)}
        view={view}
        onViewChange={setView}
        showArchived={showArchived}
        onToggleArchived={() => setShowArchived((v) => !v)}
        count={publishers.length}
        appointment={appointment}
        onAppointmentChange={setAppointment}
        withoutRgpdDate={canManage ? withoutRgpdDate : undefined}
        onWithoutRgpdDateChange={(on) => setParam('semRgpd', on ? '1' : '')}
      />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError || (query.data.length === 0 && !search) ? (
        <EmptyState
          title={t('publisher.list.empty')}
          icon={<Users className="size-10" />}
          action={<Button onClick={() => void query.refetch()}>{t('ui.errorScreen.retry')}</Button>}
        />
      ) : publishers.length === 0 ? (
        <EmptyState title={t('publisher.list.noResults')} icon={<SearchX className="size-10" />} />
      ) : (
        <div
          className={
            view === 'grid'
              ? 'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3'
              : 'flex flex-col gap-3'
          }
        >
          {shown.map((publisher) => (
            <PublisherCard
              key={publisher.id}
              publisher={publisher}
              view={view}
              canEdit={canManage}
              onViewReports={viewReports}
              onDownloadCard={downloadCard}
            />
          ))}
        </div>
      )}
      <PublisherPickers state={picker} onChange={setPicker} download={download} />
    </>
  );
}
