import { AUDIT_EVENT_TYPES, AUDIT_SEVERITIES, USER_ROLES } from '@congregacao/shared/enums';
import { AUDIT_RESOURCE_MAX, AUDIT_SEARCH_MAX } from '@congregacao/shared/limits';
import { Download, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { FilterSelect, TextField } from '../../../components/ui/form-field';
import type { AuditFilterKey, AuditFilterValues } from '../hooks/use-audit-filters';

const SELECT_FILTERS = {
  eventType: { label: 'Event Type', allLabel: 'All Events', values: AUDIT_EVENT_TYPES },
  severity: { label: 'Severity', allLabel: 'All Severities', values: AUDIT_SEVERITIES },
  userRole: { label: 'User Role', allLabel: 'All Roles', values: USER_ROLES },
} as const;
const TEXT_FILTERS = {
  search: { label: 'Search', type: 'search', placeholder: 'Search descriptions...', maxLength: AUDIT_SEARCH_MAX },
  resource: {
    label: 'Resource',
    placeholder: 'e.g. publisher',
    list: 'audit-resources',
    maxLength: AUDIT_RESOURCE_MAX,
  },
} as const;
/** Suggestions for the resource filter: the resources the modules record today (any text is accepted). */
const KNOWN_RESOURCES = [
  'api',
  'audit',
  'household',
  'monthly_activity',
  'publisher',
  'publisher_report',
  's21',
  'service_group',
  'session',
  'user',
];

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
  onExport: () => void;
  isExporting: boolean;
}

export function AuditFilters({ values, onChange, onClear, onExport, isExporting }: AuditFiltersProps) {
  const bind = (key: AuditFilterKey) => ({
    id: `audit-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  const select = (key: keyof typeof SELECT_FILTERS) => <FilterSelect {...SELECT_FILTERS[key]} {...bind(key)} />;
  const text = (key: keyof typeof TEXT_FILTERS) => <TextField {...TEXT_FILTERS[key]} {...bind(key)} />;
  const hasFilters = Object.values(values).some((v) => v !== '');
  return (
    <Card className="mb-6">
      <CardHeader
        title="Filters"
        actions={
          <>
            {hasFilters ? (
              <Button variant="ghost" onClick={onClear} icon={X}>
                Clear Filters
              </Button>
            ) : null}
            <Button onClick={onExport} isLoading={isExporting} icon={Download}>
              Export CSV
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select('eventType')}
        {select('severity')}
        <TextField label="Start Date" type="date" max={values.endDate || undefined} {...bind('startDate')} />
        <TextField label="End Date" type="date" min={values.startDate || undefined} {...bind('endDate')} />
        {text('search')}
        {select('userRole')}
        {text('resource')}
        <datalist id="audit-resources">
          {KNOWN_RESOURCES.map((resource) => (
            <option key={resource} value={resource} />
          ))}
        </datalist>
      </div>
    </Card>
  );
}
