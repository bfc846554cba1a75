import { useT } from '../../lib/language';

/**
 * A chart's figures as a table only screen readers read: one row per month, one column per series. The hiding is on
 * a wrapper: a table does not shrink to sr-only's 1 px and would widen the page on a phone.
 */
export function ChartDataTable({
  caption,
  labels,
  series,
}: {
  caption: string;
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
}) {
  const t = useT();
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ui.month')}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.name}>{s.values[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
