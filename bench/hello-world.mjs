// The reference for the throughput ratio: a bare Fastify hello-world (same Fastify as the API, no plugins).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
