import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const GOOGLE_ORIGINS = ['https://accounts.google.com', 'https://accounts.google.com/gsi/'];

function helmetOptions(google: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length ? google : ["'none'"],
        objectSrc: ["'none'"],
        // the web app's service worker (/sw.js) and manifest (issue 36)
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: google.length ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet sets, computed once: they do not depend on the request, and building them per request
 * (as @fastify/helmet does, re-parsing the CSP each time) took about a seventh of a small API call (bench/README.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

/**
 * The API's answers are JSON, never a document: the REST set of OWASP's cheat sheet, nothing to load, nothing to
 * frame, nothing stored. A third of the page set's bytes, on every call.
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Security headers: a strict CSP (Google's origins only when Google sign-in is configured) and no-store on the API. */
async function securityPlugin(app: FastifyInstance) {
  const pageHeaders = helmetHeaders(helmetOptions(app.config.GOOGLE_CLIENT_ID ? GOOGLE_ORIGINS : []));
  // the OpenAPI viewer under /api/docs is a page: the page set, not stored
  const docsHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
  const headersFor = (url: string) =>
    !url.startsWith('/api') ? pageHeaders : url.startsWith('/api/docs') ? docsHeaders : API_HEADERS;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
