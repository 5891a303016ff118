// The reference: a bare Fastify route that answers every request with the bytes in the file argv[2].
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/trades', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
