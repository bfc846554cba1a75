import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeFeed } from '../db/change-feed';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The change feed the in-memory caches consult (db/change-feed.ts). Another instance's writes arrive as
 * notifications; this instance's own writes move every generation as their answer is sent, after their
 * transaction committed, so the caller's next read here always sees them.
 */
async function changeFeedPlugin(app: FastifyInstance) {
  const notify = (channel: string, payload: string) => app.pool.query('select pg_notify($1, $2)', [channel, payload]);
  const feed = new ChangeFeed(app.pool.options, notify, app.log);
  app.decorate('changes', feed);
  await feed.start();
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) feed.changed(request.routeOptions.config.changes);
    done(null, payload);
  });
  app.addHook('onClose', async () => feed.stop());
}

export default fp(changeFeedPlugin, { name: 'change-feed' });
