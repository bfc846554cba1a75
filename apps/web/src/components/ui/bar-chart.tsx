import { Card } from './card';
import { ChartDataTable } from './chart-data-table';

export interface BarSeries {
  name: string;
  values: number[];
  /** a Tailwind fill class for the bars and the legend */
  colour: string;
}

const HEIGHT = 160;
const BAR = 10;

/**
 * Grouped bars (one group per label) drawn in SVG, with the figures as a table for screen readers: the chart is
 * hidden from them, the table is what they read.
 */
export function BarChart({ title, labels, series }: { title: string; labels: string[]; series: BarSeries[] }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const groupWidth = series.length * BAR + 10;
  // at least twelve groups wide, so a year with one month does not stretch its bars and labels
  const width = Math.max(labels.length, 12) * groupWidth;
  return (
    <Card>
      <h2 className="mb-2 font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
      <ul className="mb-2 flex flex-wrap gap-4 text-sm text-gray-700 dark:text-gray-300" aria-hidden="true">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <svg className="size-3" viewBox="0 0 10 10" role="presentation">
              <rect width="10" height="10" className={s.colour} />
            </svg>
            {s.name}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 14}`}
        className="h-48 w-full"
        aria-hidden="true"
        preserveAspectRatio="xMinYMax meet"
      >
        {labels.map((label, i) => (
          <g key={label} transform={`translate(${i * groupWidth + 5}, 0)`}>
            {series.map((s, j) => {
              const h = ((s.values[i] ?? 0) / max) * HEIGHT;
              return <rect key={s.name} x={j * BAR} y={HEIGHT - h} width={BAR - 2} height={h} className={s.colour} />;
            })}
            <text
              x={(series.length * BAR) / 2}
              y={HEIGHT + 11}
              textAnchor="middle"
              className="fill-gray-500 text-[8px]"
            >
              {label.slice(0, 3)}
            </text>
          </g>
        ))}
      </svg>
      <ChartDataTable caption={title} labels={labels} series={series} />
    </Card>
  );
}
