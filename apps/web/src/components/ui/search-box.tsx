import { Search, X } from 'lucide-react';
import { useT } from '../../lib/language';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES } from './input-styles';

export interface SearchBoxProps {
  /** the accessible name */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** a 'Limpar pesquisa' button inside the box (not where the screen has its own 'Limpar') */
  isClearable?: boolean;
}

/** A search box with its icon and a clear button (the lists' searches fold accents and case: shared/search-text). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className = 'w-full max-w-md',
  isClearable = false,
}: SearchBoxProps) {
  const t = useT();
  return (
    <div className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES} pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {isClearable && value ? (
        <button
          type="button"
          aria-label={t('ui.clearSearch')}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
