import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CounterInput, parseCounterText } from './counter-input';

describe('parseCounterText (spec point 5 "Report counters")', () => {
  it.each([
    ['007', 7],
    ['0', 0],
    [' 12 ', 12],
    ['', null],
    ['1000', 1000],
  ])('%j is the value %j', (text, value) => expect(parseCounterText(text)).toEqual({ value }));

  it.each([
    ['1,5', 'Introduza um número inteiro (sem vírgulas, pontos nem letras).'],
    ['1.5', 'Introduza um número inteiro (sem vírgulas, pontos nem letras).'],
    ['2h30', 'Introduza um número inteiro (sem vírgulas, pontos nem letras).'],
    ['abc', 'Introduza um número inteiro (sem vírgulas, pontos nem letras).'],
    ['-3', 'O valor não pode ser negativo.'],
    ['1001', 'O valor máximo é 1000.'],
  ])('%j is refused: %s', (text, error) => expect(parseCounterText(text)).toEqual({ error }));
});

function Hours() {
  const [value, setValue] = useState<number | null>(4);
  return <CounterInput id="horas" label="Horas" value={value} onChange={setValue} />;
}

describe('CounterInput', () => {
  afterEach(cleanup);

  it('keeps the previous value and says why when the text is not a whole number; a valid entry clears the message', () => {
    render(<Hours />);
    const box = screen.getByLabelText('Horas') as HTMLInputElement;
    // typed one key at a time: '4' then ',' then '5' — the refused text stays, so it never becomes 45
    fireEvent.change(box, { target: { value: '4,' } });
    fireEvent.change(box, { target: { value: '4,5' } });
    expect(box.value).toBe('4,5');
    expect(screen.getByRole('alert').textContent).toBe(
      'Introduza um número inteiro (sem vírgulas, pontos nem letras).',
    );
    fireEvent.blur(box);
    expect(box.value).toBe('4'); // the value never changed
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box, { target: { value: '15' } });
    expect(box.value).toBe('15');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Horas' }));
    expect(box.value).toBe('16');
  });
});
