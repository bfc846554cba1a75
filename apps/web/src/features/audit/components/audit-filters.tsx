import { AUDIT_EVENT_TYPES, AUDIT_SEVERITIES, USER_ROLES } from '@congregacao/shared/enums';
import { AUDIT_RESOURCE_MAX, AUDIT_SEARCH_MAX } from '@congregacao/shared/limits';
import { Download, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { FilterSelect, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/language';
import type { AuditFilterKey, AuditFilterValues } from '../hooks/use-audit-filters';

/** The filters' fields, their texts in the language shown. */
const selectFilters = (t: ReturnType<typeof useT>) =>
  ({
    eventType: { label: t('audit.eventType'), allLabel: t('audit.allEvents'), values: AUDIT_EVENT_TYPES },
    severity: { label: t('audit.severity'), allLabel: t('audit.allSeverities'), values: AUDIT_SEVERITIES },
    userRole: { label: t('audit.userRole'), allLabel: t('audit.allRoles'), values: USER_ROLES },
  }) as const;
const textFilters = (t: ReturnType<typeof useT>) =>
  ({
    search: {
      label: t('audit.search'),
      type: 'search',
      placeholder: t('audit.searchPlaceholder'),
      maxLength: AUDIT_SEARCH_MAX,
    },
    resource: {
      label: t('audit.resource'),
      placeholder: t('audit.resourcePlaceholder'),
      list: 'audit-resources',
      maxLength: AUDIT_RESOURCE_MAX,
    },
  }) as const;
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
  const t = useT();
  const selects = selectFilters(t);
  const texts = textFilters(t);
  const bind = (key: AuditFilterKey) => ({
    id: `audit-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  const select = (key: keyof typeof selects) => <FilterSelect {...selects[key]} {...bind(key)} />;
  const text = (key: keyof typeof texts) => <TextField {...texts[key]} {...bind(key)} />;
  const hasFilters = Object.values(values).some((v) => v !== '');
  return (
    <Card className="mb-6">
      <CardHeader
        title={t('audit.filters')}
        actions={
          <>
            {hasFilters ? (
              <Button variant="ghost" onClick={onClear} icon={X}>
                {t('audit.clearFilters')}
              </Button>
            ) : null}
            <Button onClick={onExport} isLoading={isExporting} icon={Download}>
              {t('audit.exportCsv')}
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select('eventType')}
        {select('severity')}
        <TextField label={t('audit.startDate')} type="date" max={values.endDate || undefined} {...bind('startDate')} />
        <TextField label={t('audit.endDate')} type="date" min={values.startDate || undefined} {...bind('endDate')} />
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
