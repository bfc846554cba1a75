import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { S1NoAttendance, S1Standing } from './s1-notices';

const report = (over: Partial<CongregationReport>) =>
  ({
    monthlyActivityId: 9,
    month: 3,
    year: 2041,
    serviceYear: 2041,
    missingReports: 0,
    weekendMeetings: 4,
    submittedAt: null,
    ...over,
  }) as CongregationReport;

const renderIn = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('S1Standing', () => {
  afterEach(cleanup);

  it('warns that an Open month’s figures may still change while reports are missing', () => {
    renderIn(<S1Standing report={report({ missingReports: 3 })} isOpen />);
    expect(screen.getByText('Faltam 3 relatórios: os números ainda podem mudar.')).toBeTruthy();
    expect(screen.queryByText('Mês fechado: estes números são finais.')).toBeNull();
  });

  it('says a Closed month’s figures are final and that the missing stay missing', () => {
    renderIn(<S1Standing report={report({ missingReports: 3 })} isOpen={false} />);
    expect(screen.getByText('Mês fechado: estes números são finais.')).toBeTruthy();
    expect(screen.getByText('3 publicadores sem relatório — ficam em falta.')).toBeTruthy();
    expect(screen.queryByText(/ainda podem mudar/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver relatórios em falta' }).getAttribute('href')).toBe(
      '/relatorios-em-falta/9',
    );
  });

  it('says nothing while the month is not known', () => {
    const { container } = renderIn(<S1Standing report={report({ missingReports: 3 })} isOpen={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('S1NoAttendance', () => {
  afterEach(cleanup);

  it('says no attendance was recorded, with a link to that month’s attendance', () => {
    renderIn(<S1NoAttendance report={report({ weekendMeetings: 0 })} />);
    expect(screen.getByText('Sem assistência registada neste mês')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registar assistência' }).getAttribute('href')).toBe(
      '/assistencia/2041?mes=3',
    );
  });

  it('is absent once a weekend meeting is recorded', () => {
    const { container } = renderIn(<S1NoAttendance report={report({ weekendMeetings: 1 })} />);
    expect(container.textContent).toBe('');
  });
});
