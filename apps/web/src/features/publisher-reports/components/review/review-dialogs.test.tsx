import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRow } from '../../model/report-row.test-support';
import { MarkNoDialog } from './mark-no-dialog';
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

describe('MarkNoDialog', () => {
  it("shows the server's reason and the names, and marks only on the explicit button", async () => {
    const onConfirm = vi.fn();
    const rows = [reportRow(1, { name: 'Bruno Lopes' }), reportRow(2, { name: 'Carla Dias', displayName: 'Carla' })];
    render(
      <MarkNoDialog
        rows={rows}
        reason="O Grupo 2 tem relatórios sem a participação no ministério indicada: Bruno Lopes, Carla."
        isPending={false}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Participação por indicar' });
    expect(dialog.textContent).toContain('O Grupo 2 tem relatórios sem a participação');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bruno Lopes', 'Carla']);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: "Marcar 'Não' e fechar" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
