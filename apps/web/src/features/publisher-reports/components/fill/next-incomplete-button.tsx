import { ArrowDownCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/language';
import { reportElementId } from '../../hooks/use-pulse';

/** The first incomplete card below the top of the viewport, else the first one. */
function nextIncomplete(ids: readonly number[]): number | undefined {
  const next = ids.find((id) => (document.getElementById(reportElementId(id))?.getBoundingClientRect().top ?? 0) > 80);
  return next ?? ids[0];
}

/**
 * Jumps to the next report with participation unanswered. It sits in the bottom bar's flow at every width (a
 * floating button covered the bar's own buttons on a phone).
 */
export function NextIncompleteButton({
  incompleteIds,
  onGo,
}: {
  incompleteIds: readonly number[];
  onGo: (id: number) => void;
}) {
  const t = useT();
  if (incompleteIds.length === 0) return null;
  return (
    <Button
      variant="secondary"
      icon={ArrowDownCircle}
      onClick={() => {
        const id = nextIncomplete(incompleteIds);
        if (id !== undefined) onGo(id);
      }}
    >
      {t('fillScreen.nextIncomplete', { n: incompleteIds.length })}
    </Button>
  );
}
