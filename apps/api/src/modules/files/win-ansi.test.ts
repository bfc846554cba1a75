import { describe, expect, it } from 'vitest';
import { fontMetrics } from './content-stream';
import { fileNameSlug } from './win-ansi';

describe('WinAnsi sanitizer', () => {
  it('keeps Portuguese text, strips marks the font lacks, replaces the rest with ?', async () => {
    const { safe } = await fontMetrics();
    expect(safe('João Conceição — Ação € “ok”')).toBe('João Conceição — Ação € “ok”');
    expect(safe('Ștefan Nguyễn Łódź 😀 中')).toBe('Stefan Nguyen ?ódz ? ?');
    expect(safe('  linha\nnova\tfim  ')).toBe('linha nova fim');
  });

  it('gives ASCII file-name pieces', () => {
    expect(fileNameSlug('Inês Côrte-Real')).toBe('Ines-Corte-Real');
    expect(fileNameSlug('😀')).toBe('');
  });
});
