import { t } from '@congregacao/shared/i18n/translate';
import { COUNTER_MAX } from '@congregacao/shared/limits';
import { Minus, Plus } from 'lucide-react';
import { memo, useState } from 'react';
import { useT } from '../../lib/language';

export type CounterParse = { value: number | null } | { error: string };

/**
 * A counter's text as the person typed or pasted it (spec point 5 "Report counters"): digits only, leading zeros
 * stripped; an empty text stays empty (null). Anything else is refused with the reason, never reinterpreted
 * ('1,5' is not 15, '2h30' is not 230, 5000 is not the maximum).
 */
export function parseCounterText(text: string): CounterParse {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (/^-\s*\d/.test(trimmed)) return { error: t('ui.counter.negative') };
  if (!/^\d+$/.test(trimmed)) return { error: t('ui.counter.notInteger') };
  const value = Number(trimmed);
  if (value > COUNTER_MAX) return { error: t('ui.counter.tooLarge', { max: String(COUNTER_MAX) }) };
  return { value };
}

export interface CounterInputProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  /** hides the visible label (the row has a column header) but keeps it for screen readers */
  hideLabel?: boolean;
}

const STEP =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';

/** A non-negative integer stepper: −, a numeric text box, +. Decrement is disabled at 0. */
export const CounterInput = memo(function CounterInput({
  id,
  label,
  value,
  onChange,
  disabled = false,
  hideLabel = false,
}: CounterInputProps) {
  const t = useT();
  const current = value ?? 0;
  // a refused text stays in the box while the person types on (so '1,' then '5' is '1,5', refused, never 15);
  // the value stays the previous one, and leaving the box shows it again
  const [refused, setRefused] = useState<{ text: string; reason: string } | null>(null);
  const messageId = `${id}-erro`;
  const change = (next: number | null) => {
    setRefused(null);
    onChange(next);
  };
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200'}
      >
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={STEP}
          aria-label={t('ui.counter.decrease', { label })}
          disabled={disabled || current <= 0}
          onClick={() => change(Math.max(0, current - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="block w-16 rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-center text-gray-900 tabular-nums focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
          value={refused?.text ?? (value === null ? '' : String(value))}
          disabled={disabled}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? messageId : undefined}
          onChange={(event) => {
            const text = event.target.value;
            const parsed = parseCounterText(text);
            if ('error' in parsed) setRefused({ text, reason: parsed.error });
            else change(parsed.value);
          }}
          onBlur={() => setRefused((r) => (r ? { text: value === null ? '' : String(value), reason: r.reason } : r))}
        />
        <button
          type="button"
          className={STEP}
          aria-label={t('ui.counter.increase', { label })}
          disabled={disabled || current >= COUNTER_MAX}
          onClick={() => change(current + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {refused && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {refused.reason}
        </p>
      )}
    </div>
  );
});
