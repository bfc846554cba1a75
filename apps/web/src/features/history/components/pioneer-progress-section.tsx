import { PioneerProgressCard } from '../../../components/ui/pioneer-progress-card';
import { usePioneerProgress } from '../api/pioneer-progress';

/** The pioneer progress of the year shown, when the publisher was a pioneer in some month of it. */
export function PioneerProgressSection({
  publisherId,
  serviceYear,
}: {
  publisherId: number | null;
  serviceYear: number;
}) {
  const query = usePioneerProgress(publisherId, serviceYear);
  if (!query.data || query.data.months.length === 0) return null;
  return <PioneerProgressCard progress={query.data} serviceYear={serviceYear} />;
}
