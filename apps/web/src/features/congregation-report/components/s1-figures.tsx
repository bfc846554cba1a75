import { S1_LINES, S1_SCREEN } from '@congregacao/shared/attendance-messages';
import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';

export type S1Key = (typeof S1_LINES)[number]['key'];

/** The value of an S-1 line ('publishers.reports' -> report.publishers.reports). */
export function s1Value(report: CongregationReport, key: S1Key): number {
  const [group, field] = key.split('.') as [string, string | undefined];
  const top = (report as unknown as Record<string, unknown>)[group];
  return field ? ((top as Record<string, number>)[field] ?? 0) : (top as number);
}

async function copy(label: string, value: number) {
  try {
    await navigator.clipboard.writeText(String(value));
    toast.success(S1_SCREEN.copied(label));
  } catch {
    toast.error(S1_SCREEN.copyFailed);
  }
}

/** The figures in the form's order, each with a copy button (the secretary types them into the branch's site). */
export function S1Figures({ report }: { report: CongregationReport }) {
  const t = useT();
  let section: string | null = null;
  const items = S1_LINES.flatMap((line) => {
    const heading = line.section !== section && line.section ? line.section : null;
    section = line.section;
    const value = s1Value(report, line.key);
    const full = line.section ? `${line.section}: ${line.label}` : line.label;
    return [
      heading ? (
        <h3
          key={`h-${heading}`}
          className="mt-3 text-sm font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300"
        >
          {heading}
        </h3>
      ) : null,
      <div
        key={line.key}
        className="flex items-center justify-between gap-3 border-b border-gray-100 py-2 dark:border-gray-800"
      >
        <span className="text-gray-800 dark:text-gray-200">{line.label}</span>
        <span className="flex items-center gap-2">
          <span
            className="text-xl font-bold tabular-nums text-gray-900 dark:text-gray-100"
            data-testid={`s1-${line.key}`}
          >
            {value}
          </span>
          <Button
            size="sm"
            variant="ghost"
            className="print:hidden"
            aria-label={t('congregationReport.copy', { label: full })}
            onClick={() => void copy(full, value)}
            icon={<Copy className="size-4" aria-hidden="true" />}
          />
        </span>
      </div>,
    ];
  });
  return <Card>{items}</Card>;
}
