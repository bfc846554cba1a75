import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRow } from '../../../model/report-row.test-support';
import { CompactLine } from './compact-line';
import { CompactRows } from './compact-rows';

afterEach(cleanup);

const ana = reportRow(7, { name: 'Ana Sousa', participatedInMinistry: true, studies: 2, observations: 'Doente' });

function renderLine(row = ana) {
  const onChange = vi.fn();
  render(
    <ul>
      <CompactLine row={row} edit={undefined} isLocked={false} isStale={false} onChange={onChange} />
    </ul>,
  );
  return { onChange, line: screen.getByRole('button', { name: /^Ana Sousa/ }) };
}

describe('CompactLine: one line per report that opens into the full form', () => {
  it('shows the report in one line with no form controls until opened', () => {
    const { line } = renderLine();
    expect(line.getAttribute('aria-expanded')).toBe('false');
    expect(line.textContent).toContain('Sim');
    expect(line.textContent).toContain('Status: Aberto');
    // what each figure is, and the note mark, are said to a screen reader
    expect(line.textContent).toContain('Participou: Sim');
    expect(line.textContent).toContain('Estudos: 2');
    expect(within(line).getByText('Tem observações')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('opens into the full form, whose changes reach onChange, and closes again', () => {
    const { line, onChange } = renderLine();
    fireEvent.click(line);
    expect(line.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('listitem', { name: 'Ana Sousa' });
    expect(line.getAttribute('aria-controls')).toBe(form.id);
    fireEvent.click(within(form).getByRole('switch', { name: 'Aprovado: Ana Sousa' }));
    expect(onChange).toHaveBeenCalledWith(7, { status: 'Sent' });
    fireEvent.click(line);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says an unanswered participation, and shows hours only for a pioneer', () => {
    renderLine(reportRow(7, { name: 'Ana Sousa', participatedInMinistry: null, regularPioneer: true, hours: null }));
    const line = screen.getByRole('button', { name: /^Ana Sousa/ });
    expect(line.textContent).toContain('Participou: —Sem resposta');
    expect(line.textContent).toContain('Horas: —');
    cleanup();
    renderLine(reportRow(7, { name: 'Ana Sousa', participatedInMinistry: false }));
    expect(screen.getByRole('button', { name: /^Ana Sousa/ }).textContent).not.toContain('Horas');
  });

  it('marks a report whose answers changed after it was sent, and only that one', () => {
    const { line } = renderLine(reportRow(7, { name: 'Ana Sousa', changedAfterSendingAt: '2026-12-02T10:00:00.000Z' }));
    expect(within(line).getByText('Alterado depois de enviado')).toBeTruthy();
    cleanup();
    expect(within(renderLine().line).queryByText('Alterado depois de enviado')).toBeNull();
  });
});

describe('CompactRows', () => {
  it('lists the exceptions first', () => {
    const rows = [
      reportRow(1, { name: 'Ana', participatedInMinistry: true }),
      reportRow(2, { name: 'Bruno', participatedInMinistry: null }),
    ];
    render(
      <ul>
        <CompactRows rows={rows} edits={new Map()} staleIds={new Set()} isLocked={false} onChange={vi.fn()} />
      </ul>,
    );
    expect(screen.getAllByRole('button').map((b) => within(b).getByText(/^(Ana|Bruno)$/).textContent)).toEqual([
      'Bruno',
      'Ana',
    ]);
  });
});
