import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiFilters, useAuditFilters } from './use-audit-filters';

afterEach(() => vi.useRealTimers());

describe('useAuditFilters', () => {
  it('goes back to page 1 whenever a filter changes', () => {
    const { result } = renderHook(() => useAuditFilters());
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('severity', 'HIGH'));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.clear());
    expect(result.current.page).toBe(1);
    expect(result.current.values.severity).toBe('');
  });

  it('queries with the typed text once typing pauses', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAuditFilters());
    act(() => result.current.setFilter('search', 'fon'));
    act(() => result.current.setFilter('search', 'fonseca '));
    expect(result.current.filters).toEqual({});
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.filters).toEqual({ search: 'fonseca' });
  });

  it('leaves empty values out of the query', () => {
    expect(
      toApiFilters({
        eventType: 'USER_LOGIN',
        severity: '',
        startDate: '2024-01-01',
        endDate: '',
        search: '  ',
        userRole: '',
        resource: '',
      }),
    ).toEqual({ eventType: 'USER_LOGIN', startDate: '2024-01-01' });
  });
});
