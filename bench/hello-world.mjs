// The reference for the throughput and burst ratios: a bare Fastify hello-world (same Fastify as the API, no
// plugins). PUT takes a JSON body as the API's saves do (Fastify parses it) and answers the same.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.put('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
