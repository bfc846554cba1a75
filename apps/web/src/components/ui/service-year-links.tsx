import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/language';
import { ButtonLink } from './button';

/** The links to the previous and the next service year of a screen that shows one. */
export function ServiceYearLinks({
  serviceYear,
  href,
}: {
  serviceYear: number;
  href: (serviceYear: number) => string;
}) {
  const t = useT();
  return (
    <>
      <ButtonLink
        to={href(serviceYear - 1)}
        variant="secondary"
        aria-label={t('ui.serviceYear.previous')}
        icon={<ChevronLeft className="size-4" aria-hidden="true" />}
      >
        {serviceYear - 1}
      </ButtonLink>
      <ButtonLink
        to={href(serviceYear + 1)}
        variant="secondary"
        aria-label={t('ui.serviceYear.next')}
        icon={<ChevronRight className="size-4" aria-hidden="true" />}
      >
        {serviceYear + 1}
      </ButtonLink>
    </>
  );
}
