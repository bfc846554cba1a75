import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRow } from '../../model/report-row.test-support';
import { ApproveAnsweredDialog } from './approve-answered-dialog';
import { MarksDialog } from './marks-dialog';

afterEach(cleanup);

describe('MarksDialog', () => {
  it("shows the report's marks, warns that removing the last one removes the hours, saves what is ticked", async () => {
    const onSave = vi.fn();
    const row = reportRow(3, { name: 'Rita Pioneira', regularPioneer: true, hours: 40 });
    render(<MarksDialog row={row} isPending={false} onSave={onSave} onClose={() => {}} />);
    const regular = (await screen.findByLabelText('Pioneiro Regular')) as HTMLInputElement;
    expect(regular.checked).toBe(true);
    expect((screen.getByLabelText('Pioneiro Auxiliar') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(regular);
    expect(screen.getByRole('status').textContent).toContain('as horas deste mês são removidas');
    fireEvent.click(screen.getByLabelText('Pioneiro Especial'));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar marcas' }));
    expect(onSave).toHaveBeenCalledWith(row, {
      auxiliaryPioneer: false,
      regularPioneer: false,
      specialPioneer: true,
      fieldMissionary: false,
    });
  });
});

describe('ApproveAnsweredDialog', () => {
  it("names who stays missing and approves only on the explicit button, marking nobody 'Não'", async () => {
    const onConfirm = vi.fn();
    const group = { key: '2', id: 2, groupNumber: 2, overseerName: null, rows: [], missing: [] };
    const unanswered = [
      reportRow(1, { name: 'Bruno Lopes' }),
      reportRow(2, { name: 'Carla Dias', displayName: 'Carla' }),
    ];
    render(
      <ApproveAnsweredDialog
        approval={{ group, answeredCount: 12, unanswered }}
        isPending={false}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar os respondidos' });
    expect(dialog.textContent).toContain('Grupo 2: os relatórios respondidos ficam aprovados');
    expect(dialog.textContent).toContain('2 publicadores sem resposta — ficam em falta');
    expect(dialog.textContent).toContain("Ninguém é marcado 'Não'");
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bruno Lopes', 'Carla']);
    expect(screen.queryByRole('button', { name: /Marcar 'Não'/ })).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar os 12 respondidos' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
