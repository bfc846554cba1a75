import { REPORT_MESSAGES } from '@congregacao/shared/report-messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRow } from '../../model/report-row.test-support';
import { ReviewRow } from './review-row';

afterEach(cleanup);

const renderRow = (extra: Parameters<typeof reportRow>[1]) => {
  const onChange = vi.fn();
  render(
    <ul>
      <ReviewRow
        row={reportRow(7, { name: 'Ana Sousa', ...extra })}
        edit={undefined}
        isLocked={false}
        isStale={false}
        onChange={onChange}
      />
    </ul>,
  );
  return {
    onChange,
    approved: screen.getByRole('switch', { name: 'Aprovado: Ana Sousa' }),
    sentOption: screen.getByRole('option', { name: 'Enviado' }) as HTMLOptionElement,
  };
};

describe("ReviewRow: 'Aprovado' waits for the participation answer (canBeSent)", () => {
  it("disables 'Aprovado' and 'Enviado' while participation is unanswered, saying why", () => {
    const { approved, sentOption, onChange } = renderRow({ participatedInMinistry: null });
    expect(approved.getAttribute('aria-disabled') ?? String((approved as HTMLButtonElement).disabled)).toBe('true');
    expect(sentOption.disabled).toBe(true);
    // said under 'Status' (the select points at it) and on the switch
    const hint = screen.getByText(REPORT_MESSAGES.approveNeedsAnswer);
    expect(screen.getByRole('combobox', { name: 'Status' }).getAttribute('aria-describedby')).toBe(hint.id);
    expect(approved.getAttribute('title')).toBe(REPORT_MESSAGES.approveNeedsAnswer);
    fireEvent.click(approved);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers them once answered', () => {
    const { approved, sentOption, onChange } = renderRow({ participatedInMinistry: false });
    expect(sentOption.disabled).toBe(false);
    expect(screen.queryByText(REPORT_MESSAGES.approveNeedsAnswer)).toBeNull();
    fireEvent.click(approved);
    expect(onChange).toHaveBeenCalledWith(7, { status: 'Sent' });
  });

  it('lets an approved report without an answer (sent before the rule) be reopened', () => {
    const { approved, onChange } = renderRow({ participatedInMinistry: null, status: 'Sent' });
    fireEvent.click(approved);
    expect(onChange).toHaveBeenCalledWith(7, { status: 'Open' });
  });
});
