import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityForm } from './activity-form';

afterEach(cleanup);

function renderForm(status: 'Open' | 'Closed', onSubmit = vi.fn()) {
  render(
    <MemoryRouter>
      <ActivityForm
        editingId={5}
        initial={{ report: { month: 2, year: 2041, status }, auxiliaryIds: [] }}
        activities={[{ id: 5, month: 2, year: 2041, serviceYear: 2041, status }]}
        publishers={[]}
        isSaving={false}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('ActivityForm', () => {
  it("holds back moving a Closed month to another month or year, with the server's reason", () => {
    renderForm('Closed');
    const save = screen.getByRole('button', { name: 'Atualizar Atividade' }) as HTMLButtonElement;
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Mês'), { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'A atividade está fechada: o mês e o ano de um mês fechado não mudam (os relatórios pertencem a esse mês).',
    );
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Mês'), { target: { value: '2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an Open month move', () => {
    renderForm('Open');
    fireEvent.change(screen.getByLabelText('Mês'), { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Atualizar Atividade' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
