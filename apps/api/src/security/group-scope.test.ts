import { HISTORY_MESSAGES } from '@congregacao/shared/history-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../db/schema';
import { seedHistoryFixture } from '../modules/history/fixtures.test-support';
import { setUpTestApp, signedIn } from '../test/app.test-support';

const w = setUpTestApp(async (t) => {
  const fx = await seedHistoryFixture(t.db);
  return {
    fx,
    elderA: await signedIn(t, 'Elder', { groupId: fx.groups.a }),
    elderB: await signedIn(t, 'Elder', { groupId: fx.groups.b }),
    secretary: await signedIn(t, 'Secretary'),
    admin: await signedIn(t, 'Admin'),
  };
});

/** Every path that answers one publisher's reports, notes or card. */
const paths = (publisherId: number) =>
  [
    ['GET', `/api/publisherreports/2050/${publisherId}`],
    ['GET', `/api/publisherreports/service-years?publisherId=${publisherId}`],
    ['POST', '/api/files/s21', { publisherId, serviceYear: 2050 }],
  ] as const;

describe("one publisher's records follow the group scope on every path (ADR 019, ADR 036)", () => {
  it("refuses an Elder another group's publisher, and one without a group, with the reason, recorded", async () => {
    const { ana, eva } = w.fx.publishers;
    for (const publisherId of [ana, eva]) {
      for (const [method, url, body] of paths(publisherId)) {
        const res = await w.elderB.call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error, url).toMatch(
          /^Só pode (ver os relatórios|descarregar os cartões S-21) dos publicadores do seu grupo\.$/,
        );
      }
    }
    expect((await w.elderB.call('GET', `/api/publisherreports/2050/${ana}`)).json().error).toBe(
      HISTORY_MESSAGES.otherGroup,
    );
    const refusals = await w.t.db
      .select({ description: auditLogs.description })
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'UNAUTHORIZED_ACCESS'), eq(auditLogs.userId, w.elderB.id)));
    expect(refusals.map((r) => r.description)).toContain(
      `Tentativa de ler os relatórios do ano de serviço 2050 do publicador ${ana}, fora do seu grupo`,
    );
  });

  it('answers the Elder of the publisher’s group, the Secretary and the Admin', async () => {
    for (const caller of [w.elderA, w.secretary, w.admin]) {
      for (const [method, url, body] of paths(w.fx.publishers.ana)) {
        expect((await caller.call(method, url, body)).statusCode, `${method} ${url}`).toBe(200);
      }
    }
  });

  it("shows an Elder the pioneers of the month with their figures, another group's without their notes", async () => {
    const notes = async (caller: { call: typeof w.secretary.call }) => {
      const res = await caller.call('GET', '/api/publisherreports/pioneers/9/2049');
      expect(res.statusCode).toBe(200);
      return (res.json() as { name: string; hours: number; observations?: string }[]).map((r) => [
        r.name,
        r.hours,
        r.observations,
      ]);
    };
    expect(await notes(w.secretary)).toEqual([
      ['Ana Conceição Gonçalves', 45, 'Bom mês'],
      ['Bruno Lopes', 30, undefined],
    ]);
    expect(await notes(w.elderA)).toEqual(await notes(w.secretary));
    expect(await notes(w.elderB)).toEqual([
      ['Ana Conceição Gonçalves', 45, undefined],
      ['Bruno Lopes', 30, undefined],
    ]);
  });
});
