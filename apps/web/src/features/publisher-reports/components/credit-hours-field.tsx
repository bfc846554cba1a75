import { CREDIT_PRESETS, type CreditPreset } from '@congregacao/shared/pioneer-year';
import { CounterInput } from '../../../components/ui/counter-input';
import { useT } from '../../../lib/language';

export interface CreditHoursFieldProps {
  id: string;
  value: number | null;
  observations: string;
  disabled: boolean;
  onChange: (patch: { creditHours?: number | null; observations?: string }) => void;
}

/** The remarks with a preset's name added on its own line (once), so the card's remarks say what the credit was for. */
export function withPresetNote(observations: string, note: string): string {
  if (observations.split('\n').some((line) => line.trim() === note)) return observations;
  return observations.trim() === '' ? note : `${observations.trimEnd()}\n${note}`;
}

/**
 * Credit hours of a regular or special pioneer (ADR 040): a counter and the usual reasons, one tap each. A tap names
 * the reason in the remarks and puts the cursor in the counter; the number is the person's to type.
 */
export function CreditHoursField({ id, value, observations, disabled, onChange }: CreditHoursFieldProps) {
  const t = useT();
  const choose = (preset: CreditPreset) => {
    onChange({ observations: withPresetNote(observations, t(`pioneerYear.preset.${preset}`)) });
    document.getElementById(id)?.focus();
  };
  return (
    <div className="mt-3">
      <CounterInput
        id={id}
        label={t('pioneerYear.creditLabel')}
        value={value}
        disabled={disabled}
        onChange={(creditHours) => onChange({ creditHours })}
      />
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{t('pioneerYear.creditHint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {CREDIT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            disabled={disabled}
            onClick={() => choose(preset)}
            className="rounded-full border border-gray-300 px-3 py-1 text-xs text-gray-800 hover:bg-gray-100 disabled:opacity-40 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-700"
          >
            {t(`pioneerYear.preset.${preset}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
