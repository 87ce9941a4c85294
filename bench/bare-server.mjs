// The ceiling: a bare Fastify JSON route on this machine, measured in the same run as Takt.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ status: 'ok', database: 'ok', version: '1.0.1' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
