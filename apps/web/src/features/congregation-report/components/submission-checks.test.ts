import type { CongregationReport } from '@congregacao/shared/contracts/congregation-report';
import { describe, expect, it } from 'vitest';
import { submissionChecks } from './submission-panel';

const report = (missingReports: number) => ({ missingReports }) as CongregationReport;

describe('submissionChecks', () => {
  it('lists what the secretary reads before sending; only the Open month blocks, a Closed one keeps its missing', () => {
    expect(submissionChecks(report(0), false, null)).toEqual([]);
    expect(submissionChecks(report(3), true, 'março de 2026')).toEqual([
      {
        tone: 'danger',
        text: 'O mês ainda está aberto: feche-o antes de marcar o S-1 como enviado à filial.',
        blocks: true,
      },
      { tone: 'warning', text: 'Faltam 3 relatórios: os números ainda podem mudar.' },
      { tone: 'warning', text: 'O S-1 de março de 2026 ainda não foi marcado como enviado à filial.' },
    ]);
    expect(submissionChecks(report(1), false, null)).toEqual([
      { tone: 'warning', text: '1 publicador sem relatório — fica em falta.' },
    ]);
    expect(submissionChecks(report(3), false, null)).toEqual([
      { tone: 'warning', text: '3 publicadores sem relatório — ficam em falta.' },
    ]);
  });
});
