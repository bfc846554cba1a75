import { LOCALE_NAMES, LOCALES, type Locale } from '@congregacao/shared/i18n/locales';
import { Check } from 'lucide-react';
import { withServerReason } from '../../../lib/api-client';
import { activateLocale, chooseLocale, initialLocale, useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const CHOICE = 'flex items-center gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors dark:bg-gray-900';

/**
 * Idioma (ADR 043): the four languages, each named in itself, or the browser's; choosing one shows it at once and
 * saves it to the user (`PUT /users/profile {language}`), whose messages, emails and forms then follow it too; the
 * language shown before comes back if saving fails.
 */
export function LanguageTab({ current }: { current: Locale | null }) {
  const t = useT();
  const update = useUpdateProfile();
  const shown = update.isPending ? (update.variables.language ?? null) : current;

  function choose(language: Locale | null) {
    if (language === current || update.isPending) return;
    const before = initialLocale();
    void (language ? chooseLocale(language) : Promise.resolve());
    update.mutate(
      { language },
      {
        onSuccess: () => {
          // back to the browser's own: shown once the stored user no longer names one
          if (language === null) void activateLocale(initialLocale());
          toast.success(t('preferences.languageSaved'));
        },
        onError: (error) => {
          void activateLocale(before);
          toast.error(withServerReason(t('preferences.languageFailed'), error));
        },
      },
    );
  }

  const options: { value: Locale | null; label: string }[] = [
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
    { value: null, label: t('preferences.languageFollowBrowser') },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('preferences.languageIntro')}</p>
      <div
        role="radiogroup"
        aria-label={t('language.label')}
        className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {options.map(({ value, label }) => {
          const isCurrent = value === shown;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized choice reads better as a button with radio semantics
            <button
              key={value ?? 'browser'}
              type="button"
              role="radio"
              aria-checked={isCurrent}
              lang={value ?? undefined}
              onClick={() => choose(value)}
              className={`${CHOICE} ${
                isCurrent
                  ? 'border-primary-600 ring-2 ring-primary-600/20'
                  : 'border-gray-200 hover:border-gray-400 dark:border-gray-700'
              }`}
            >
              <span className="flex-1 font-medium text-gray-900 dark:text-gray-100">{label}</span>
              {isCurrent ? (
                <Check className="size-5 text-primary-700 dark:text-primary-300" aria-hidden="true" />
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
