import { SearchBox } from '../../../../components/ui/search-box';
import { useT } from '../../../../lib/language';

/** The fill screen's search by name, with how many cards it leaves of all of them. */
export function FillSearch({
  value,
  onChange,
  shown,
  total,
}: {
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
}) {
  const t = useT();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        label={t('fillScreen.search')}
        placeholder={t('fillScreen.searchPlaceholder')}
        value={value}
        onChange={onChange}
        isClearable
      />
      {value.trim() ? (
        <span role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {shown === 0 ? t('fillScreen.noMatch') : t('fillScreen.shown', { shown, total })}
        </span>
      ) : null}
    </div>
  );
}
