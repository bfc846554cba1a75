import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ButtonLink } from './button';

/** The links to the previous and the next service year of a screen that shows one. */
export function ServiceYearLinks({
  serviceYear,
  href,
}: {
  serviceYear: number;
  href: (serviceYear: number) => string;
}) {
  return (
    <>
      <ButtonLink
        to={href(serviceYear - 1)}
        variant="secondary"
        aria-label="Ano de serviço anterior"
        icon={<ChevronLeft className="size-4" aria-hidden="true" />}
      >
        {serviceYear - 1}
      </ButtonLink>
      <ButtonLink
        to={href(serviceYear + 1)}
        variant="secondary"
        aria-label="Ano de serviço seguinte"
        icon={<ChevronRight className="size-4" aria-hidden="true" />}
      >
        {serviceYear + 1}
      </ButtonLink>
    </>
  );
}
