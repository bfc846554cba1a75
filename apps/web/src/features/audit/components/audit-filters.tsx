import { AUDIT_EVENT_TYPES, AUDIT_SEVERITIES, USER_ROLES } from '@congregacao/shared/enums';
import { AUDIT_RESOURCE_MAX, AUDIT_SEARCH_MAX } from '@congregacao/shared/limits';
import { Download, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { FilterSelect, TextField } from '../../../components/ui/form-field';
import type { AuditFilterKey, AuditFilterValues } from '../hooks/use-audit-filters';

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
        <FilterSelect
          id="audit-event-type"
          label="Event Type"
          allLabel="All Events"
          values={AUDIT_EVENT_TYPES}
          {...bind('eventType')}
        />
        <FilterSelect
          id="audit-severity"
          label="Severity"
          allLabel="All Severities"
          values={AUDIT_SEVERITIES}
          {...bind('severity')}
        />
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
        <FilterSelect
          id="audit-user-role"
          label="User Role"
          allLabel="All Roles"
          values={USER_ROLES}
          {...bind('userRole')}
        />
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
