// A stand-in for EmailJS inside the test server, so contact-form tests never touch the network.
// Tests point the form at origin + '/fake-emailjs' and:
//   POST /fake-emailjs/api/v1.0/email/send-form   recorded; answered as the mode says
//   POST /fake-emailjs/__mode  body "ok" | "500" | "drop" | "slow"   how to answer next sends
//   GET  /fake-emailjs/__requests                 what was received (fields as JSON)
//   POST /fake-emailjs/__reset                    forget requests, mode back to "ok"
const prefix = '/fake-emailjs';

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function fakeEmailService() {
  let mode = 'ok';
  let requests = [];
  return {
    name: 'fake-email-service',
    serverStart({ app }) {
      app.use(async (ctx, next) => {
        if (!ctx.path.startsWith(prefix)) return next();
        const path = ctx.path.slice(prefix.length);
        if (path === '/__reset') {
          [mode, requests] = ['ok', []];
          ctx.body = 'reset';
        } else if (path === '/__mode') {
          mode = (await readBody(ctx.req)).toString().trim();
          ctx.body = mode;
        } else if (path === '/__requests') {
          ctx.body = requests;
        } else if (path === '/api/v1.0/email/send-form' && ctx.method === 'POST') {
          const body = await readBody(ctx.req);
          const form = await new Request('http://x/', {
            method: 'POST',
            headers: { 'content-type': ctx.get('content-type') },
            body,
          }).formData();
          requests.push({ contentType: ctx.get('content-type'), fields: Object.fromEntries(form.entries()) });
          if (mode === 'drop') {
            ctx.req.socket.destroy();
            return;
          }
          if (mode === 'slow') await new Promise((r) => setTimeout(r, 500));
          ctx.status = mode === '500' ? 500 : 200;
          ctx.body = mode === '500' ? 'Internal server error' : 'OK';
        } else {
          return next();
        }
      });
    },
  };
}
