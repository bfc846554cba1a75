/** Where the e2e server listens (scripts/e2e-server.mjs reads the same E2E_PORT). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The e2e server's mailbox (received mail at /messages) and readiness (/ready): E2E_MAIL_PORT. */
export const MAIL_URL = `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? 3101)}`;
