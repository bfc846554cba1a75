import { useT } from '../../lib/language';
export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-gray-200 bg-white py-4 text-center text-sm text-gray-600 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-400">
      {t('layout.footer')}
    </footer>
  );
}
