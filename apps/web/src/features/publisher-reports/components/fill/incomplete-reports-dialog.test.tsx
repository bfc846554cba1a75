import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IncompleteReportsDialog } from './incomplete-reports-dialog';

afterEach(cleanup);

const props = { isOpen: true, names: ['Ana', 'Rui'], isSending: false, onGo: () => {}, onClose: () => {} };

describe('IncompleteReportsDialog', () => {
  it("keeps 'Fechar' and 'Ir para Relatórios' and offers to send the answered, naming who stays missing", async () => {
    const onSendAnswered = vi.fn();
    render(<IncompleteReportsDialog {...props} answeredCount={12} onSendAnswered={onSendAnswered} />);
    const dialog = await screen.findByRole('dialog', { name: 'Relatórios incompletos' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana', 'Rui']);
    expect(dialog.textContent).toContain('2 publicadores sem resposta — ficam em falta');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para Relatórios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar os 12 respondidos' }));
    expect(onSendAnswered).toHaveBeenCalledTimes(1);
  });

  it('offers no partial send when nothing is answered yet', async () => {
    render(<IncompleteReportsDialog {...props} answeredCount={0} onSendAnswered={() => {}} />);
    await screen.findByRole('dialog', { name: 'Relatórios incompletos' });
    expect(screen.queryByRole('button', { name: /respondido/ })).toBeNull();
  });
});
