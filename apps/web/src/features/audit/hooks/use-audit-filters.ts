import type { AuditFilters } from '@congregacao/shared/contracts/audit';
import { useEffect, useState } from 'react';

export type AuditFilterKey = keyof AuditFilters;
export type AuditFilterValues = Record<AuditFilterKey, string>;

export const EMPTY_FILTERS: AuditFilterValues = {
  eventType: '',
  severity: '',
  startDate: '',
  endDate: '',
  search: '',
  userRole: '',
  resource: '',
};

/** Filter values as the API takes them: trimmed, empty ones left out. */
export function toApiFilters(values: AuditFilterValues): AuditFilters {
  const entries = Object.entries(values)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as AuditFilters;
}

const TYPING_PAUSE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The viewer's filters and page. Changing any filter goes back to page 1 (spec point 4 "Audit"). The query
 * follows the filters once typing pauses, so a search does not send a request per keystroke.
 */
export function useAuditFilters() {
  const [values, setValues] = useState<AuditFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const settled = useSettled(values, TYPING_PAUSE_MS);

  function setFilter(key: AuditFilterKey, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setPage(1);
  }

  function clear() {
    setValues(EMPTY_FILTERS);
    setPage(1);
  }

  return { values, filters: toApiFilters(settled), page, setPage, setFilter, clear };
}
