import { describe, expect, it } from 'vitest';
import { createMailer } from '../../../lib/mailer';
import { createTestApp, signedIn } from '../../../test/app.test-support';
import { setUpSmtpTestApp } from '../../../test/smtp.test-support';

const w = setUpSmtpTestApp();

describe('email change over real SMTP', () => {
  it('mails the code to the new address; the code read from the message confirms the change', async () => {
    const elder = await signedIn(w.t, 'Elder');
    const request = await elder.call('POST', '/api/users/email/request-code', { newEmail: 'smtp.user@example.com' });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ ok: true, expiresInMinutes: 10, delivery: 'email' });
    const message = w.received.find((m) => m.to.includes('smtp.user@example.com'));
    expect(message).toBeDefined();
    expect(message!.raw).toContain('no-reply@test.local');
    const body = message!.raw.slice(message!.raw.indexOf('\r\n\r\n'));
    const code = body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirm = await elder.call('POST', '/api/users/email/confirm', {
      newEmail: 'smtp.user@example.com',
      confirmationCode: code,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().user.email).toBe('smtp.user@example.com');
  });
});

describe('SMTP unavailable', () => {
  it('answers 503 and keeps no usable code when the mail cannot be sent', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const elder = await signedIn(down, 'Elder');
      const res = await elder.call('POST', '/api/users/email/request-code', { newEmail: 'x@example.com' });
      expect(res.statusCode).toBe(503);
      const confirm = await elder.call('POST', '/api/users/email/confirm', {
        newEmail: 'x@example.com',
        confirmationCode: '123456',
      });
      expect(confirm.statusCode).toBe(400);
    } finally {
      await down.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('answers that the code went to the server log (not to the address), where it is and works', async () => {
    const logged: object[] = [];
    const mailer = createMailer({ from: 'no-reply@test.local', log: { warn: (entry) => void logged.push(entry) } });
    const noSmtp = await createTestApp({}, { mailer });
    try {
      const elder = await signedIn(noSmtp, 'Elder');
      const res = await elder.call('POST', '/api/users/email/request-code', { newEmail: 'log.only@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, expiresInMinutes: 10, delivery: 'server-log' });
      const code = JSON.stringify(logged).match(/código de confirmação é: (\d{6})/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const confirm = await elder.call('POST', '/api/users/email/confirm', {
        newEmail: 'log.only@example.com',
        confirmationCode: code,
      });
      expect(confirm.statusCode).toBe(200);
    } finally {
      await noSmtp.close();
    }
  });
});
