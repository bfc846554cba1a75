import { ArrowDownCircle } from 'lucide-react';
import { reportElementId } from '../../hooks/use-pulse';

/** The first incomplete card below the top of the viewport, else the first one. */
function nextIncomplete(ids: readonly number[]): number | undefined {
  const next = ids.find((id) => (document.getElementById(reportElementId(id))?.getBoundingClientRect().top ?? 0) > 80);
  return next ?? ids[0];
}

/** Floating button below 768 px that jumps to the next report with participation unanswered. */
export function NextIncompleteButton({
  incompleteIds,
  onGo,
}: {
  incompleteIds: readonly number[];
  onGo: (id: number) => void;
}) {
  if (incompleteIds.length === 0) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const id = nextIncomplete(incompleteIds);
        if (id !== undefined) onGo(id);
      }}
      className="fixed right-4 bottom-24 z-30 flex items-center gap-2 rounded-full bg-amber-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-amber-800 md:hidden"
    >
      <ArrowDownCircle className="size-5" aria-hidden="true" />
      Próximo incompleto ({incompleteIds.length})
    </button>
  );
}
