import { AUDIT_EVENT_TYPES, AUDIT_SEVERITIES, USER_ROLES } from '@congregacao/shared/enums';
import { AUDIT_RESOURCE_MAX, AUDIT_SEARCH_MAX } from '@congregacao/shared/limits';
import { Download, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/form-field';
import type { AuditFilterKey, AuditFilterValues } from '../hooks/use-audit-filters';

const options = (all: string, values: readonly string[]) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: value })),
];
const EVENT_OPTIONS = options('All Events', AUDIT_EVENT_TYPES);
const SEVERITY_OPTIONS = options('All Severities', AUDIT_SEVERITIES);
const ROLE_OPTIONS = options('All Roles', USER_ROLES);
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
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  const hasFilters = Object.values(values).some((v) => v !== '');
  return (
    <Card className="mb-6">
      <CardHeader
        title="Filters"
        actions={
          <>
            {hasFilters ? (
              <Button variant="ghost" onClick={onClear} icon={<X className="size-4" aria-hidden="true" />}>
                Clear Filters
              </Button>
            ) : null}
            <Button
              onClick={onExport}
              isLoading={isExporting}
              icon={<Download className="size-4" aria-hidden="true" />}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField id="audit-event-type" label="Event Type" options={EVENT_OPTIONS} {...bind('eventType')} />
        <SelectField id="audit-severity" label="Severity" options={SEVERITY_OPTIONS} {...bind('severity')} />
        <TextField
          id="audit-start-date"
          label="Start Date"
          type="date"
          max={values.endDate || undefined}
          {...bind('startDate')}
        />
        <TextField
          id="audit-end-date"
          label="End Date"
          type="date"
          min={values.startDate || undefined}
          {...bind('endDate')}
        />
        <TextField
          id="audit-search"
          label="Search"
          type="search"
          placeholder="Search descriptions..."
          maxLength={AUDIT_SEARCH_MAX}
          {...bind('search')}
        />
        <SelectField id="audit-user-role" label="User Role" options={ROLE_OPTIONS} {...bind('userRole')} />
        <TextField
          id="audit-resource"
          label="Resource"
          placeholder="e.g. publisher"
          list="audit-resources"
          maxLength={AUDIT_RESOURCE_MAX}
          {...bind('resource')}
        />
        <datalist id="audit-resources">
          {KNOWN_RESOURCES.map((resource) => (
            <option key={resource} value={resource} />
          ))}
        </datalist>
      </div>
    </Card>
  );
}
