// A stand-in for EmailJS inside the test server, so contact-form tests never touch the network.
// Tests point the form at origin + '/fake-emailjs' and:
//   POST /fake-emailjs/api/v1.0/email/send-form   recorded; answered as the mode says
//   POST /fake-emailjs/__mode  body "ok" | "500" | "drop" | "slow"   how to answer next sends
//        ("drop" cuts the connection mid-answer; "slow" answers OK after half a second)
//   GET  /fake-emailjs/__requests                 what was received (fields as JSON)
//   POST /fake-emailjs/__reset                    forget requests, mode back to "ok"
// Test files run side by side, so each may use an inbox of its own: one more path segment,
// e.g. origin + '/fake-emailjs/contact-form' with the same paths under it.
const prefix = '/fake-emailjs';
const routes = /^(?:\/([\w-]+))?(\/__reset|\/__mode|\/__requests|\/api\/v1\.0\/email\/send-form)$/;

/** @param {AsyncIterable<Buffer>} req */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @returns {import('@web/test-runner-core').TestRunnerPlugin} */
export function fakeEmailService() {
  const inboxes = new Map();
  const inbox = (name = '') => {
    if (!inboxes.has(name)) inboxes.set(name, { mode: 'ok', requests: [] });
    return inboxes.get(name);
  };
  return {
    name: 'fake-email-service',
    // A plugin's serve hook sees every request. (Middleware added in serverStart never runs:
    // Koa has already put its middleware together by then.) The answer is written straight
    // onto the Koa context, since serve hooks can only answer 200; nothing later changes it.
    async serve(ctx) {
      if (!ctx.path.startsWith(prefix)) return undefined;
      const match = routes.exec(ctx.path.slice(prefix.length));
      if (!match) return undefined;
      const [, name, path] = match;
      const box = inbox(name);
      ctx.type = path === '/__requests' ? 'application/json' : 'text/plain';
      if (path === '/__reset') {
        Object.assign(box, { mode: 'ok', requests: [] });
        ctx.body = 'reset';
      } else if (path === '/__mode') {
        box.mode = (await readBody(ctx.req)).toString().trim();
        ctx.body = box.mode;
      } else if (path === '/__requests') {
        ctx.body = JSON.stringify(box.requests);
      } else if (ctx.method === 'POST') {
        const body = await readBody(ctx.req);
        const form = await new Request('http://x/', {
          method: 'POST',
          headers: { 'content-type': ctx.get('content-type') },
          body,
        }).formData();
        box.requests.push({
          contentType: ctx.get('content-type'),
          fields: Object.fromEntries(form.entries()),
        });
        const { mode } = box;
        if (mode === 'drop') {
          // Cut off half-way through the answer. (Closing before answering makes Chrome quietly
          // retry on each of its open connections: several requests and seconds per send.)
          ctx.respond = false;
          ctx.status = 200; // so the test runner does not list it as a missing file
          ctx.res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' });
          ctx.res.write('O', () => ctx.res.destroy());
          return undefined;
        }
        if (mode === 'slow') await new Promise((r) => setTimeout(r, 500));
        ctx.status = mode === '500' ? 500 : 200;
        ctx.body = mode === '500' ? 'Internal server error' : 'OK';
      }
      return undefined;
    },
  };
}
