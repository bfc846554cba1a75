import type { PioneerMonthSummary } from '@congregacao/shared/contracts/history';
import { monthName } from '@congregacao/shared/service-year';
import {
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { Card } from '../../../components/ui/card';
import { ChartDataTable } from '../../../components/ui/chart-data-table';

// Only what a filled line chart needs (this module is part of the /pioneiros/{year} page chunk only).
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

const OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/** The theme's primary colour (CSS variable), solid and translucent. */
function primaryColours(): { line: string; fill: string } {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim();
  if (!value.startsWith('oklch(')) return { line: 'rgb(37, 99, 235)', fill: 'rgba(37, 99, 235, 0.15)' };
  return { line: value, fill: value.replace(/\)$/, ' / 0.15)') };
}

/** A filled line chart, with its figures as a table for screen readers (a canvas has none). */
function LineChart({
  title,
  dataset,
  values,
  labels,
}: {
  title: string;
  dataset: string;
  values: number[];
  labels: string[];
}) {
  const colours = primaryColours();
  const data = {
    labels,
    datasets: [
      {
        label: dataset,
        data: values,
        fill: true,
        tension: 0.3,
        borderColor: colours.line,
        backgroundColor: colours.fill,
        pointBackgroundColor: colours.line,
        pointHoverBackgroundColor: colours.line,
        pointBorderColor: colours.line,
        pointHoverBorderColor: colours.line,
      },
    ],
  };
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
      <div className="h-64">
        <Line data={data} options={OPTIONS} role="img" aria-label={`${title}: ${dataset}`} />
      </div>
      <ChartDataTable caption={`${title}: ${dataset}`} labels={labels} series={[{ name: dataset, values }]} />
    </Card>
  );
}

/** 'Horas por Mês' and 'Estudos por Mês': filled lines, tension 0.3, no legend. */
export function PioneerCharts({ summaries }: { summaries: readonly PioneerMonthSummary[] }) {
  const labels = summaries.map((s) => monthName(s.month));
  return (
    <section aria-label="Gráficos" className="mt-6 grid gap-4 lg:grid-cols-2">
      <LineChart
        title="Horas por Mês"
        dataset="Total de Horas"
        labels={labels}
        values={summaries.map((s) => s.totalHours)}
      />
      <LineChart
        title="Estudos por Mês"
        dataset="Total de Estudos"
        labels={labels}
        values={summaries.map((s) => s.totalStudies)}
      />
    </section>
  );
}
