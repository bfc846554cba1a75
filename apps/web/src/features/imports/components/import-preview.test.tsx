import type { ImportPreview } from '@congregacao/shared/contracts/imports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportPreviewView } from './import-preview';

const base: ImportPreview = {
  importId: '00000000-0000-0000-0000-000000000001',
  kind: 'reports',
  create: 1,
  update: 0,
  unchanged: 1,
  errors: [],
  rows: [
    { row: 2, action: 'create', name: 'Ana Costa', publisherId: 1, changes: [], period: '10/2024' },
    { row: 3, action: 'unchanged', name: 'Ana Costa', publisherId: 1, changes: [], period: '09/2024' },
  ],
  newGroups: [],
  newHouseholds: [],
  newMonths: ['10/2024'],
  ignoredColumns: [],
};

describe('ImportPreviewView', () => {
  afterEach(cleanup);

  it('shows a report file with the month of each row and the months it creates', () => {
    render(<ImportPreviewView preview={base} />);
    expect(screen.getByText('Ficheiro de histórico de relatórios (um por publicador e mês).')).toBeTruthy();
    expect(screen.getByText('Meses (fechados, histórico): 10/2024')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Linhas do ficheiro' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'LinhaNomeMêsAçãoAlterações',
      '2Ana Costa10/2024Criar',
      '3Ana Costa09/2024Sem alterações',
    ]);
  });

  it('shows a publisher file without the month column', () => {
    render(<ImportPreviewView preview={{ ...base, kind: 'publishers', newMonths: undefined }} />);
    expect(screen.getByText('Ficheiro de publicadores.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Mês' })).toBeNull();
    expect(screen.queryByText(/Meses \(fechados/)).toBeNull();
  });
});
