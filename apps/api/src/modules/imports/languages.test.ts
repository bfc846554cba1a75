import { describe, expect, it } from 'vitest';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { publisherNamed, upload } from './upload.test-support';

// ADR 043: a template is written in the language of whoever downloads it, and read in any of the four.
const w = setUpTestApp(async (t) => {
  await seedGroup(t.db, 1);
  const english = await signedIn(t, 'Secretary');
  await english.call('PUT', '/api/users/profile', { language: 'en' });
  return { english: english.call, secretary: (await signedIn(t, 'Secretary')).call };
});
const BOM = '\uFEFF';

describe('templates and imports in every language', () => {
  it("writes the reports template in the downloader's language", async () => {
    const english = await w.english('GET', '/api/imports/reports-template.csv');
    expect(english.body).toBe(
      `${BOM}Full Name;Date of Birth;Month;Year;Shared in Ministry;Bible Studies;Hours;Auxiliary Pioneer;Remarks;Credit hours\r\n`,
    );
    expect(english.headers['content-disposition']).toContain('reports-template.csv');
    const spanish = await w.secretary('GET', '/api/imports/reports-template.csv', undefined, {
      'accept-language': 'es',
    });
    expect(spanish.body).toBe(
      `${BOM}Nombre Completo;Fecha de Nacimiento;Mes;Año;Participó en el Ministerio;Cursos Bíblicos;Horas;Precursor Auxiliar;Notas;Horas de crédito\r\n`,
    );
  });

  it('reads headers, yes/no, roles and choices written in any language, whatever the reader’s', async () => {
    const files = [
      'Full Name;Group;Role;Gender;Regular Pioneer\r\nAnne Smith;1;Ministerial Servant;Female;Yes\r\n',
      'Nombre Completo;Grupo;Función;Sexo;Precursor Regular\r\nJuan Pérez;1;Anciano;Hombre;Sí\r\n',
      'Nome Completo;Grupo;Função;Sexo;Pioneiro Regular\r\nJoão Souza;1;Servo Ministerial;Masculino;Não\r\n',
    ];
    for (const file of files) {
      const preview = (await upload(w.secretary, Buffer.from(file))).json();
      expect(preview, file).toMatchObject({ create: 1, errors: [], ignoredColumns: [] });
      expect((await w.secretary('POST', `/api/imports/${preview.importId}/commit`)).statusCode).toBe(200);
    }
    expect(await publisherNamed(w.t.db, 'Anne Smith')).toMatchObject({
      role: 'MinServant',
      gender: 'Female',
      regularPioneer: true,
    });
    expect(await publisherNamed(w.t.db, 'Juan Pérez')).toMatchObject({
      role: 'Elder',
      gender: 'Male',
      regularPioneer: true,
    });
    expect(await publisherNamed(w.t.db, 'João Souza')).toMatchObject({
      role: 'MinServant',
      gender: 'Male',
      regularPioneer: false,
    });
  });

  it("names a row's error and a missing column in the reader's language", async () => {
    const missing = await upload(w.english, Buffer.from('Group\r\n1\r\n'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Columns missing from the header: Full Name.');
    const preview = (await upload(w.english, Buffer.from('Nome Completo;Grupo;Sexo\r\nX;1;Talvez\r\n'))).json();
    expect(preview.errors).toEqual([{ row: 2, column: 'Gender', message: 'Unknown value: use Male or Female.' }]);
  });
});
