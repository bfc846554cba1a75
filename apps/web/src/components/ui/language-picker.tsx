import { LOCALE_NAMES, LOCALES, type Locale } from '@congregacao/shared/i18n/locales';
import { chooseLocale, useLocale, useT } from '../../lib/language';
import { INPUT_BORDER_CLASSES } from './input-styles';

/**
 * The sign-in page's choice of language (ADR 043): each language named in itself, the choice kept on this browser
 * and shown at once. A signed-in user chooses theirs in Preferências › Idioma, which the server keeps.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <label className={`flex items-center justify-center gap-2 text-sm ${className}`}>
      {t('language.label')}
      <select
        value={useLocale()}
        onChange={(event) => void chooseLocale(event.target.value as Locale)}
        className={`rounded-md border bg-white px-2 py-1 dark:bg-gray-900 ${INPUT_BORDER_CLASSES}`}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
