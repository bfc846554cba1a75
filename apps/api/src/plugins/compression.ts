import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Encoding = 'br' | 'gzip';

/** Below this a JSON answer goes as it is: compressing would save less than a packet. */
const MIN_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // quality 4: about gzip's speed for a clearly smaller answer (the 500-publisher list: 276 KB raw)
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};

/** The client's preferred encoding we offer (br, then gzip); `q=0` refuses one. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses the API's JSON answers (the publisher list and the fill screen are 170-280 KB, ~1.5 s on a slow
 * mobile link, a tenth of that compressed). An answer served from memory as the same Buffer (by-month-answers.ts)
 * is compressed once per encoding. Bearer tokens never travel in cookies, so a compressed answer cannot be used
 * to guess a secret by its size (BREACH needs the browser to attach the secret to an attacker's request).
 */
async function compressionPlugin(app: FastifyInstance) {
  const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();
  const compressOnce = (body: Buffer, encoding: Encoding) => {
    const copies = compressedCopies.get(body) ?? {};
    compressedCopies.set(body, copies);
    copies[encoding] ??= compressors[encoding](body);
    return copies[encoding];
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!request.url.startsWith('/api/') || !isJson || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return done(null, payload);
    }
    if (Buffer.byteLength(payload) < MIN_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressed = typeof payload === 'string' ? compressors[encoding](body) : compressOnce(body, encoding);
    compressed.then(
      (result) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, result);
      },
      () => done(null, payload),
    );
  });
}

export default fp(compressionPlugin, { name: 'compression' });
