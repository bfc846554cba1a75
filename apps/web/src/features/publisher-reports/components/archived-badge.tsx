/** 'Arquivado' beside the name of an archived publisher's report (fill screen and review). */
export function ArchivedBadge() {
  return (
    <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-700 dark:bg-gray-700 dark:text-gray-200">
      Arquivado
    </span>
  );
}
