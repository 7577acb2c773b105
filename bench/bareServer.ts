import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering a dashboard-sized JSON body. */
const app = Fastify();
const body = { available_audits: 12, applied: 3, assigned: 2, completed: 4, pending_payment: 2 };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
