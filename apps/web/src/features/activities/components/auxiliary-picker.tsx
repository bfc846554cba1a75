import { matchesSearchTerm } from '@congregacao/shared/search-text';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES } from '../../../components/ui/input-styles';
import { useT } from '../../../lib/language';

export interface PickablePublisher {
  id: number;
  label: string;
  regularPioneer: boolean;
}

export interface AuxiliaryPickerProps {
  publishers: readonly PickablePublisher[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  disabled?: boolean;
}

/** Multi-select of auxiliary pioneers: a filter box, one checkbox per publisher and the count of the choice. */
export function AuxiliaryPicker({ publishers, selected, onChange, disabled = false }: AuxiliaryPickerProps) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const visible = useMemo(() => {
    return publishers.filter((p) => matchesSearchTerm([p.label], filter));
  }, [publishers, filter]);

  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  }

  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-1 flex w-full items-center justify-between text-sm font-medium text-gray-800 dark:text-gray-200">
        <span>{t('activities.auxiliaries')}</span>
      </legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="auxiliary-count" aria-live="polite">
          {t('activities.selected', { n: selected.size })}
        </p>
        {selected.size > 0 ? (
          <button
            type="button"
            className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
            onClick={() => onChange(new Set())}
          >
            {t('activities.clearSelection')}
          </button>
        ) : null}
      </div>
      <div className="relative">
        <label htmlFor={filterId} className="sr-only">
          {t('activities.searchPublisher')}
        </label>
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-gray-500" aria-hidden="true" />
        <input
          id={filterId}
          type="search"
          placeholder={t('activities.searchPublisher')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES} pl-9`}
        />
      </div>
      <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-700">
        {visible.map((p) => (
          <li key={p.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-gray-50 dark:hover:bg-gray-800">
              <input
                type="checkbox"
                className="size-4 rounded border-gray-400 accent-primary-700"
                checked={selected.has(p.id)}
                onChange={() => toggle(p.id)}
              />
              <span className="flex-1 text-sm text-gray-900 dark:text-gray-100">{p.label}</span>
              {p.regularPioneer ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                  {t('activities.regularPioneer')}
                </span>
              ) : null}
            </label>
          </li>
        ))}
        {visible.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-gray-600 dark:text-gray-400">
            {t('activities.noPublisherFound')}
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}

/** Spec point 2: selected publishers who are regular pioneers will not be added as auxiliaries. */
export function RegularPioneerWarning({ names }: { names: string[] }) {
  const t = useT();
  if (names.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="regular-pioneer-warning"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-medium">{t('activities.regularPioneersNotAdded', { n: names.length })}</p>
      <p className="mt-1">{names.join(', ')}</p>
    </div>
  );
}
