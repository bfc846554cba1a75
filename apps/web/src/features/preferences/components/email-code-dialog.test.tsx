import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCE_MESSAGES as M } from '../utils/messages';
import { EmailCodeDialog, type EmailCodeDialogProps } from './email-code-dialog';

const props = (extra: Partial<EmailCodeDialogProps> = {}): EmailCodeDialogProps => ({
  sent: { email: 'novo@example.com', delivery: 'email', round: 1 },
  isPending: false,
  usedUpReason: null,
  isRequesting: false,
  onRequestNewCode: () => {},
  onConfirm: () => {},
  onClose: () => {},
  ...extra,
});

afterEach(cleanup);

describe('EmailCodeDialog', () => {
  it('says where the code went: the address, or the server’s log when the server sends no email', () => {
    const { rerender } = render(<EmailCodeDialog {...props()} />);
    expect(screen.getByRole('dialog').textContent).toContain('Enviámos um código de confirmação para novo@example.com');
    expect(screen.getByText('Insira o código de 6 dígitos enviado para o seu email')).toBeTruthy();

    rerender(<EmailCodeDialog {...props({ sent: { email: 'novo@example.com', delivery: 'server-log', round: 1 } })} />);
    const dialog = screen.getByRole('dialog').textContent ?? '';
    expect(dialog).toContain(M.codeInServerLog);
    expect(dialog).toContain('Peça-o ao administrador');
    expect(dialog).not.toContain('Enviámos');
    expect(dialog).not.toContain('enviado para o seu email');
  });

  it('a code that can no longer be used: the reason, the button for a new one, and no confirming', () => {
    const onRequestNewCode = vi.fn();
    render(
      <EmailCodeDialog
        {...props({ usedUpReason: 'Demasiadas tentativas com este código. Peça um novo código.', onRequestNewCode })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Este código já não pode ser usado');
    expect(alert.textContent).toContain('Demasiadas tentativas com este código. Peça um novo código.');
    expect((screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pedir Novo Código' }));
    expect(onRequestNewCode).toHaveBeenCalledOnce();
  });
});
