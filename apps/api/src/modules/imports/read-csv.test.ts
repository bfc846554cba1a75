import { describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from './read-csv';

const TEXT = 'Nome;"Obs; ""citada""";Grupo\r\n"Ana\r\nCosta";"";1\r\n\rRui;"a""";2\n;;\n"x"y;z\r\n"é 😀";3';

describe('csvRecords', () => {
  it('reads quotes, doubled quotes, separators and line ends inside quotes, CRLF, CR and LF', () => {
    expect(readCsv(TEXT)).toEqual([
      ['Nome', 'Obs; "citada"', 'Grupo'],
      ['Ana\r\nCosta', '', '1'],
      [''],
      ['Rui', 'a"', '2'],
      ['', '', ''],
      ['xy', 'z'],
      ['é 😀', '3'],
    ]);
  });

  it('takes the separator the header line uses outside quotes', () => {
    expect(readCsv('"a;b",c\n1;2,3')).toEqual([
      ['a;b', 'c'],
      ['1;2', '3'],
    ]);
    expect(readCsv('a;b,c;d')).toEqual([['a', 'b,c', 'd']]);
  });

  it('reads the same records however the text is cut into chunks', () => {
    const whole = readCsv(TEXT);
    for (let i = 0; i <= TEXT.length; i++) {
      for (let j = i; j <= TEXT.length; j++) {
        const chunks = [TEXT.slice(0, i), TEXT.slice(i, j), TEXT.slice(j)];
        expect([...csvRecords(chunks)], `cut at ${i} and ${j}`).toEqual(whole);
      }
    }
  });
});
