import { setActiveLocale } from '@congregacao/shared/i18n/translate';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCounterText } from '../../components/ui/counter-input';
import { weekdayName } from '../../features/attendance/model/attendance-rows';
import { groupLabel } from '../../lib/queries/service-groups';
import { signOutWarning } from './use-sign-out';

// wave 2 of ADR 043: the texts these modules build read the catalogue of the language shown, with its plurals and lists
describe('texts built in code follow the language shown', () => {
  afterEach(() => setActiveLocale('pt-PT'));

  it('the sign-out warning counts and lists in each language', () => {
    const counts = { reports: 2, attendance: 1 };
    expect(signOutWarning(counts)).toMatch(/^Tem 2 relatórios e 1 registo de assistência com alterações/);
    setActiveLocale('en');
    expect(signOutWarning(counts)).toMatch(/^You have 2 reports and 1 attendance record with unsaved changes/);
    expect(signOutWarning({ reports: 1, attendance: 0 })).toMatch(/^You have 1 report with unsaved changes/);
    setActiveLocale('es');
    expect(signOutWarning(counts)).toMatch(/^Tiene 2 informes y 1 registro de asistencia con cambios sin guardar/);
  });

  it('a group, a weekday and a refused counter in English and Brazilian Portuguese', () => {
    setActiveLocale('en');
    expect([groupLabel(3), groupLabel(null), weekdayName(3)]).toEqual(['Group 3', 'No group', 'Wednesday']);
    expect(parseCounterText('1001')).toEqual({ error: 'The maximum value is 1000.' });
    setActiveLocale('pt-BR');
    expect(parseCounterText('1,5')).toEqual({ error: 'Digite um número inteiro (sem vírgulas, pontos nem letras).' });
  });
});
