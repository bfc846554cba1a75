import type { PublisherWithoutReport } from '@congregacao/shared/contracts/reports';
import { publisherLabel } from '@congregacao/shared/report-rules';
import type { ReactNode } from 'react';

interface MissingReportFrameProps {
  publisher: PublisherWithoutReport;
  /** a card on the fill screen, a row of the review list */
  as: 'article' | 'li';
  className: string;
  children: ReactNode;
}

/** The dashed frame of a publisher without a report this month, named after them. */
export function MissingReportFrame({ publisher, as: Frame, className, children }: MissingReportFrameProps) {
  const name = publisherLabel(publisher);
  const Name = Frame === 'article' ? 'h3' : 'span';
  return (
    <Frame aria-label={name} className={`border border-dashed border-gray-300 dark:border-gray-600 ${className}`}>
      <Name className="font-semibold text-gray-900 dark:text-gray-100">{name}</Name>
      {children}
    </Frame>
  );
}
