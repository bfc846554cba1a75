import { LOCALE_NAMES, LOCALES, type Locale } from '@congregacao/shared/i18n/locales';
import { chooseLocale, useLocale, useT } from '../../lib/language';

/**
 * The sign-in page's choice of language (ADR 043): each language named in itself, the choice kept on this browser
 * and shown at once. A signed-in user chooses theirs in Preferências › Idioma, which the server keeps.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <label className={`flex items-center justify-center gap-2 text-sm text-gray-700 dark:text-gray-300 ${className}`}>
      <span>{t('language.label')}</span>
      <select
        value={locale}
        onChange={(event) => void chooseLocale(event.target.value as Locale)}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
