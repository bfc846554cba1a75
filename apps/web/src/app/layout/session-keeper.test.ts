import { describe, expect, it } from 'vitest';
import { sessionEndingMessage } from './session-keeper';

const at = (iso: string) => Date.parse(iso);
const limits = { idleExpiresAt: '2026-11-25T10:00:00.000Z', absoluteExpiresAt: '2026-11-25T18:00:00.000Z' };

describe('sessionEndingMessage (five minutes before either limit)', () => {
  it('says nothing earlier', () => {
    expect(sessionEndingMessage(limits, at('2026-11-25T09:54:59Z'))).toBeNull();
  });

  it('offers to continue before the idle limit', () => {
    const ending = sessionEndingMessage(limits, at('2026-11-25T09:55:00Z'));
    expect(ending).toMatchObject({ canExtend: true, endsAt: limits.idleExpiresAt });
    expect(ending?.text).toMatch(/^Por inatividade, a sua sessão termina às \d\d:\d\d\. Quer continuar\?$/);
  });

  it('before the absolute limit it can only say when it ends, and that drafts stay', () => {
    const late = { idleExpiresAt: '2026-11-25T19:30:00.000Z', absoluteExpiresAt: '2026-11-25T18:00:00.000Z' };
    const ending = sessionEndingMessage(late, at('2026-11-25T17:56:00Z'));
    expect(ending).toMatchObject({ canExtend: false, endsAt: late.absoluteExpiresAt });
    expect(ending?.text).toContain('As alterações por guardar ficam neste navegador');
  });
});
