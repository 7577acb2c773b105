import Fastify from 'fastify';

/** The baseline: bare Fastify routes answering a dashboard-sized JSON body, and a JSON POST echo. */
const app = Fastify();
const body = { available_audits: 12, applied: 3, assigned: 2, completed: 4, pending_payment: 2 };
app.get('/bare', async () => body);
app.post('/bare', async (request) => ({ detail: 'Data Saved', received: request.body !== undefined }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
