import { describe, expect, it } from 'vitest';
import { seedGroup, setUpTestApp, signedIn } from '../../test/app.test-support';
import { fixture, publisherNamed, upload } from './upload.test-support';

const w = setUpTestApp(async (t) => ({ secretary: await signedIn(t, 'Secretary'), group1: await seedGroup(t.db, 1) }));

describe('an Organized backup (JSON)', () => {
  it('imports its persons as publishers: names, dates, role, regular pioneer, group by order, archived', async () => {
    const preview = (await upload(w.secretary.call, fixture('organized-backup.json'), 'backup.json')).json();
    expect(preview).toMatchObject({ create: 2, errors: [], newGroups: [2] });
    const commit = await w.secretary.call('POST', `/api/imports/${preview.importId}/commit`);
    expect(commit.json()).toMatchObject({ created: 2 });
    const tiago = await publisherNamed(w.t.db, 'Tiago Ferreira');
    expect(tiago).toMatchObject({
      displayName: 'T. Ferreira',
      birthDate: '1970-04-02',
      baptismDate: '1990-07-15',
      role: 'Elder',
      regularPioneer: true,
      groupId: w.group1,
      mobile: '+351 920 000 003',
      isEnabled: true,
    });
    const sara = await publisherNamed(w.t.db, 'Sara Ferreira');
    expect(sara).toMatchObject({ role: 'NonBaptized', regularPioneer: false, groupNumber: 2, isEnabled: false });
  });

  it('refuses JSON that is not an Organized backup', async () => {
    const res = await upload(w.secretary.call, Buffer.from('{"persons": []}'), 'x.json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Formato não suportado');
  });
});
