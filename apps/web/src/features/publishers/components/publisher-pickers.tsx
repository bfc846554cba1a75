import type { PublisherListEntry } from '@congregacao/shared/contracts/publishers';
import { labels } from '@congregacao/shared/i18n/messages';
import { t as translate } from '@congregacao/shared/i18n/translate';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { publisherLabel } from '../../../lib/queries/publishers';
import { groupLabel, useServiceGroups } from '../../../lib/queries/service-groups';
import type { S21Request, useDownloadS21 } from '../api/download-s21';
import { refusalOf, useServiceYears } from '../api/get-service-years';
import { PickerDialog } from './picker-dialog';

/** Which picker is open: a service year for one publisher, for everyone, or a group then a year. */
export type PickerState =
  | { step: 'history'; publisher: PublisherListEntry }
  | { step: 'card'; publisher: PublisherListEntry; fillable?: boolean }
  | { step: 'all'; fillable?: boolean }
  | { step: 'group' }
  | { step: 'group-year'; groupNumber: number }
  | null;

const PICKER_TITLES = labels('publisher.pickers', ['history', 'card', 'all', 'group']);
const yearTitle = (step: 'history' | 'card' | 'all' | 'group-year') =>
  PICKER_TITLES[step === 'group-year' ? 'group' : step];

function yearDescription(state: Exclude<PickerState, null | { step: 'group' }>): string {
  if (state.step === 'history' || state.step === 'card')
    return translate('publisher.pickers.yearFor', { name: publisherLabel(state.publisher) });
  if (state.step === 'group-year')
    return translate('publisher.pickers.yearFor', { name: groupLabel(state.groupNumber) });
  return translate('publisher.pickers.year');
}

function downloadFor(state: Exclude<PickerState, null>, serviceYear: number): S21Request | null {
  const fillable = 'fillable' in state ? state.fillable : undefined;
  if (state.step === 'card') return { kind: 'card', body: { publisherId: state.publisher.id, serviceYear }, fillable };
  if (state.step === 'all') return { kind: 'all', body: { serviceYear }, fillable };
  if (state.step === 'group-year') return { kind: 'group', body: { serviceYear, groupNumber: state.groupNumber } };
  return null;
}

export interface PublisherPickersProps {
  state: PickerState;
  onChange: (state: PickerState) => void;
  /** the download in progress, for the page's progress indicator */
  download: ReturnType<typeof useDownloadS21>;
}

/** The year and group pickers behind 'Ver Relatórios' and the S-21 card downloads. */
export function PublisherPickers({ state, onChange, download }: PublisherPickersProps) {
  const t = useT();
  const navigate = useNavigate();
  const isYearStep = state !== null && state.step !== 'group';
  // one publisher's history or card: only the service years in which they have reports
  const publisherId = state?.step === 'history' || state?.step === 'card' ? state.publisher.id : undefined;
  const years = useServiceYears(isYearStep, publisherId);
  const groups = useServiceGroups({ enabled: state !== null });

  function pickYear(serviceYear: number) {
    if (!state) return;
    onChange(null);
    if (state.step === 'history') {
      navigate(paths.publisherHistory.href(serviceYear, state.publisher.id));
      return;
    }
    const request = downloadFor(state, serviceYear);
    if (request) download.mutate(request);
  }

  return (
    <>
      <PickerDialog
        isOpen={state?.step === 'group'}
        title={t('publisher.pickers.group')}
        description={t('publisher.pickers.chooseGroup')}
        options={groups.data?.map((g) => ({ value: g.groupNumber, label: groupLabel(g.groupNumber) }))}
        isLoading={groups.isPending}
        emptyText={t('publisher.pickers.noGroups')}
        onPick={(groupNumber) => onChange({ step: 'group-year', groupNumber })}
        onClose={() => onChange(null)}
      />
      <PickerDialog
        isOpen={isYearStep}
        title={isYearStep ? yearTitle(state.step) : ''}
        description={isYearStep ? yearDescription(state) : undefined}
        options={years.data?.map((year) => ({ value: year, label: String(year) }))}
        isLoading={years.isPending}
        emptyText={refusalOf(years.error) ?? t('publisher.pickers.noYears')}
        onPick={pickYear}
        onClose={() => onChange(null)}
      />
    </>
  );
}
