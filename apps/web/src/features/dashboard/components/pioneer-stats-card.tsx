import { serviceYearOf } from '@congregacao/shared/service-year';
import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { paths } from '../../../lib/paths';
import { useActivities } from '../../../lib/queries/activities';

/** The service years to offer: those of existing activities and the current one, newest first. */
export function serviceYearChoices(activityServiceYears: readonly number[], now = new Date()): number[] {
  const current = serviceYearOf(now.getMonth(), now.getFullYear());
  return [...new Set([current, ...activityServiceYears])].sort((a, b) => b - a);
}

/** Pioneer statistics card: a service-year picker leading to /pioneiros/{year}. */
export function PioneerStatsCard() {
  const navigate = useNavigate();
  const { data } = useActivities();
  const years = serviceYearChoices(data?.map((a) => a.serviceYear) ?? []);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0]!;
  const id = useId();
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <BarChart3 className="size-5 text-primary-700 dark:text-primary-300" aria-hidden="true" />
        <h3 className="font-semibold text-gray-900 dark:text-gray-100">Estatísticas de Pioneiros</h3>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">Horas e estudos dos pioneiros por ano de serviço.</p>
      <SelectField
        id={id}
        label="Ano de Serviço"
        value={year}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        onChange={(event) => setChosen(Number(event.target.value))}
      />
      <Button className="mt-auto" onClick={() => navigate(paths.pioneerYear.href(year))}>
        Ver Estatísticas
      </Button>
    </Card>
  );
}
