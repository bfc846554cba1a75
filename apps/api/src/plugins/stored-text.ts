import { t } from '@congregacao/shared/i18n/translate';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidValue } from '../lib/errors';

// Half of a UTF-16 surrogate pair. It and NUL can be spelt in JSON and URLs; PostgreSQL cannot store either as text.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/** The path of a string in `value` that PostgreSQL cannot store, or null (a loop: a body may nest 50,000 deep). */
function unstorableTextAt(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string' && isUnstorable(item)) return path || t('validation.requestField');
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
  }
  return null;
}

/**
 * Text no column can hold is refused with a 400 naming the field, before any route reads it: never a 500 from the
 * database, and never text silently changed into something else.
 */
async function storedTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = unstorableTextAt(request.body) ?? unstorableTextAt(request.query) ?? unstorableTextAt(request.params);
    done(field ? invalidValue(field, t('api.storedText.notText')) : undefined);
  });
}

export default fp(storedTextPlugin, { name: 'stored-text', dependencies: ['errors'] });
