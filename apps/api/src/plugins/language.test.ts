import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { caller, seedUser, setUpTestApp, signedIn } from '../test/app.test-support';

// ADR 043: the API answers in the user's language, else Accept-Language's, else pt-PT.
const w = setUpTestApp();

const wrongPassword = (headers: Record<string, string> = {}) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'nobody-here', password: 'not-the-password' },
    headers,
  });

describe('the language of an answer', () => {
  it('is pt-PT without Accept-Language, and unchanged', async () => {
    const res = await wrongPassword();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Nome de utilizador ou password incorretos.');
    expect(res.headers['content-language']).toBe('pt-PT');
  });

  it("follows Accept-Language when nobody is signed in: English, Spanish, Brazil's Portuguese", async () => {
    expect((await wrongPassword({ 'accept-language': 'en-GB,en;q=0.9' })).json().error).toBe(
      'Incorrect username or password.',
    );
    const spanish = await wrongPassword({ 'accept-language': 'es-ES' });
    expect(spanish.json().error).toBe('Nombre de usuario o contraseña incorrectos.');
    expect(spanish.headers['content-language']).toBe('es');
    expect((await wrongPassword({ 'accept-language': 'pt-BR' })).json().error).toBe(
      'Nome de usuário ou senha incorretos.',
    );
    // a language we do not speak falls back to pt-PT
    expect((await wrongPassword({ 'accept-language': 'fr-FR, de' })).json().error).toBe(
      'Nome de utilizador ou password incorretos.',
    );
  });

  it("says a schema's refusal (field and reason) in the request's language", async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid value in body\.password: /);
    const json = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
    });
    expect(json.json().error).toBe('JSON no válido');
  });

  it("is the user's preference once chosen, whatever the browser says; GET /auth/me carries it", async () => {
    const elder = await signedIn(w.t, 'Elder');
    expect((await elder.call('GET', '/api/auth/me')).json().user.language).toBeNull();

    const chosen = await elder.call('PUT', '/api/users/profile', { language: 'en' }, { 'accept-language': 'pt-PT' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user.language).toBe('en');
    expect((await w.t.db.select().from(users).where(eq(users.id, elder.id)))[0]?.language).toBe('en');

    const me = await elder.call('GET', '/api/auth/me', undefined, { 'accept-language': 'pt-PT' });
    expect(me.json().user.language).toBe('en');
    expect(me.headers['content-language']).toBe('en');
    // a refusal by the permissions matrix, in English for this Elder even from a pt-PT browser
    const refused = await elder.call('GET', '/api/users', undefined, { 'accept-language': 'pt-PT' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You do not have permission for this operation.');

    await elder.call('PUT', '/api/users/profile', { language: 'es' });
    expect((await elder.call('GET', '/api/users')).json().error).toBe('No tiene permiso para esta operación.');

    // null: back to the browser's
    expect((await elder.call('PUT', '/api/users/profile', { language: null })).json().user.language).toBeNull();
    expect((await elder.call('GET', '/api/users', undefined, { 'accept-language': 'en' })).json().error).toBe(
      'You do not have permission for this operation.',
    );
  });

  it('refuses a language we do not speak, changing nothing', async () => {
    const publisher = await seedUser(w.t.db, { role: 'Publisher' });
    const token = (
      await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: publisher.username, password: publisher.password },
      })
    ).json().accessToken as string;
    const call = caller(w.t.app, token);
    await call('PUT', '/api/users/profile', { language: 'pt-BR' });
    for (const language of ['fr', 'pt', 'EN', 3]) {
      expect((await call('PUT', '/api/users/profile', { language })).statusCode).toBe(400);
    }
    expect((await w.t.db.select().from(users).where(eq(users.id, publisher.id)))[0]?.language).toBe('pt-BR');
  });
});
