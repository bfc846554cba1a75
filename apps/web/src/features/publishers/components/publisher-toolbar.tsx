import { APPOINTMENT_KINDS, APPOINTMENT_LABELS, type AppointmentKind } from '@congregacao/shared/appointments';
import { Archive, Eye, LayoutGrid, List } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { useT } from '../../../lib/language';
import type { ListView } from './publisher-card';

export interface PublisherToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  view: ListView;
  onViewChange: (view: ListView) => void;
  showArchived: boolean;
  onToggleArchived: () => void;
  count: number;
  appointment: AppointmentKind | '';
  onAppointmentChange: (value: AppointmentKind | '') => void;
  /** 'Sem data RGPD': undefined hides the filter (a caller who does not see the date). */
  withoutRgpdDate?: boolean;
  onWithoutRgpdDateChange: (on: boolean) => void;
}

const TOGGLE =
  'rounded-md p-2 text-gray-700 aria-pressed:bg-primary-100 aria-pressed:text-primary-800 dark:text-gray-200';

/** Search (bound to ?search=), grid/list toggle, archived toggle and the count line. */
export function PublisherToolbar(props: PublisherToolbarProps) {
  const t = useT();
  const { search, onSearchChange, view, onViewChange, showArchived, onToggleArchived, count } = props;
  const { appointment, onAppointmentChange, withoutRgpdDate, onWithoutRgpdDateChange } = props;
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          label={t('publisher.toolbar.searchLabel')}
          placeholder={t('publisher.toolbar.searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
          className="min-w-60 flex-1"
        />
        <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
          <span>{t('publisher.toolbar.appointment')}</span>
          <select
            className="rounded-lg border border-gray-300 bg-white px-2 py-2 text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
            value={appointment}
            onChange={(e) => onAppointmentChange(e.target.value as AppointmentKind | '')}
          >
            <option value="">{t('publisher.toolbar.allAppointments')}</option>
            {APPOINTMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {APPOINTMENT_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        {withoutRgpdDate === undefined ? null : (
          <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-primary-600"
              checked={withoutRgpdDate}
              onChange={(e) => onWithoutRgpdDateChange(e.target.checked)}
            />
            <span>{t('publisher.toolbar.withoutRgpd')}</span>
          </label>
        )}
        <fieldset className="flex rounded-lg border border-gray-300 p-0.5 dark:border-gray-600">
          <legend className="sr-only">{t('publisher.toolbar.view')}</legend>
          <button type="button" className={TOGGLE} aria-pressed={view === 'grid'} onClick={() => onViewChange('grid')}>
            <LayoutGrid className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('publisher.toolbar.grid')}</span>
          </button>
          <button type="button" className={TOGGLE} aria-pressed={view === 'list'} onClick={() => onViewChange('list')}>
            <List className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('publisher.toolbar.list')}</span>
          </button>
        </fieldset>
        <Button
          variant="secondary"
          onClick={onToggleArchived}
          icon={
            showArchived ? (
              <Eye className="size-4" aria-hidden="true" />
            ) : (
              <Archive className="size-4" aria-hidden="true" />
            )
          }
        >
          {showArchived ? t('publisher.toolbar.showVisible') : t('publisher.toolbar.showArchived')}
        </Button>
      </div>
      <p className="flex items-center gap-3 text-sm text-gray-600 dark:text-gray-300" aria-live="polite">
        <span>{t('publisher.toolbar.count', { count })}</span>
        {search ? (
          <button
            type="button"
            className="font-medium text-primary-700 underline hover:text-primary-800 dark:text-primary-300"
            onClick={() => onSearchChange('')}
          >
            {t('publisher.toolbar.clear')}
          </button>
        ) : null}
      </p>
    </div>
  );
}
