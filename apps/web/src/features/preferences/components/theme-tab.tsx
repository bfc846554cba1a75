import { THEMES, type Theme } from '@congregacao/shared/enums';
import { Check } from 'lucide-react';
import { withServerReason } from '../../../lib/api-client';
import { useT } from '../../../lib/language';
import { applyTheme } from '../../../lib/theme';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { PREFERENCE_MESSAGES } from '../utils/messages';

const SWATCHES: Record<Theme, string> = {
  blue: 'bg-blue-600',
  green: 'bg-green-600',
  purple: 'bg-purple-600',
  neutral: 'bg-neutral-600',
  teal: 'bg-teal-600',
};

/** Tema: five themes; choosing one applies it at once and saves it to the user (reverted if saving fails). */
export function ThemeTab({ current }: { current: Theme }) {
  const t = useT();
  const update = useUpdateProfile();

  function choose(theme: Theme) {
    if (theme === current || update.isPending) return;
    applyTheme(theme);
    update.mutate(
      { preferredTheme: theme },
      {
        onSuccess: () => toast.success(PREFERENCE_MESSAGES.themeSaved),
        onError: (error) => {
          applyTheme(current);
          toast.error(withServerReason(PREFERENCE_MESSAGES.themeFailed, error));
        },
      },
    );
  }

  return (
    <div
      role="radiogroup"
      aria-label={t('preferences.themes')}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {THEMES.map((theme) => {
        const isCurrent = theme === (update.isPending ? (update.variables.preferredTheme ?? current) : current);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized choice reads better as a button with radio semantics
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={isCurrent}
            onClick={() => choose(theme)}
            className={`flex items-center gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors dark:bg-gray-900 ${
              isCurrent
                ? 'border-primary-600 ring-2 ring-primary-600/20'
                : 'border-gray-200 hover:border-gray-400 dark:border-gray-700'
            }`}
          >
            <span className={`size-8 shrink-0 rounded-full ${SWATCHES[theme]}`} aria-hidden="true" />
            <span className="flex-1 font-medium text-gray-900 dark:text-gray-100">
              {t(`preferences.theme.${theme}`)}
            </span>
            {isCurrent ? <Check className="size-5 text-primary-700 dark:text-primary-300" aria-hidden="true" /> : null}
          </button>
        );
      })}
    </div>
  );
}
