import { memo } from 'react';
import { useT } from '../../lib/language';

export interface YesNoChoiceProps {
  /** the question, read by screen readers as the group's name */
  label: string;
  hideLabel?: boolean;
  value: boolean | null;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}

const BASE =
  'min-w-16 rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const OFF =
  'bg-white text-gray-800 ring-gray-300 hover:bg-gray-100 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600';

const CHOICES = [
  { value: true, label: 'ui.yes', pressed: 'bg-green-700 text-white ring-green-700' },
  { value: false, label: 'ui.no', pressed: 'bg-red-700 text-white ring-red-700' },
] as const;

/** 'Sim' / 'Não' as two pressed-state buttons; null = not answered yet (neither pressed). */
export const YesNoChoice = memo(function YesNoChoice({
  label,
  hideLabel = false,
  value,
  onChange,
  disabled = false,
}: YesNoChoiceProps) {
  const t = useT();
  return (
    <fieldset>
      <legend className={hideLabel ? 'sr-only' : 'mb-1 text-sm font-medium text-gray-800 dark:text-gray-200'}>
        {label}
      </legend>
      <div className="flex gap-2">
        {CHOICES.map((choice) => (
          <button
            key={choice.label}
            type="button"
            aria-pressed={value === choice.value}
            disabled={disabled}
            onClick={() => onChange(choice.value)}
            className={`${BASE} ${value === choice.value ? choice.pressed : OFF}`}
          >
            {t(choice.label)}
          </button>
        ))}
      </div>
    </fieldset>
  );
});
