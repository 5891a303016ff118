// A small round-robin balancer for npm run bench:cluster, as Caddy or nginx would stand in front of the
// instances (compose.yaml): it asks each upstream's /readyz every 100 ms and sends new requests only to
// ready ones; a request refused before it reached an instance (connection refused, or Fastify's 503 to a
// request that arrived while it closed) goes to the next one. A connection reset after the request was
// sent is not retried (a write might have happened): it is the client's error.
// Usage: UPSTREAMS=http://127.0.0.1:8081,http://127.0.0.1:8082 PORT=8080 node scripts/bench/balancer.mjs
import http from 'node:http';

const upstreams = process.env.UPSTREAMS.split(',').map((url) => ({ url: new URL(url), ready: true }));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

async function probe(upstream) {
  try {
    const res = await fetch(new URL('/readyz', upstream.url), { signal: AbortSignal.timeout(1000) });
    upstream.ready = res.status === 200;
  } catch {
    upstream.ready = false;
  }
}
setInterval(() => upstreams.forEach(probe), 100).unref();

function pick(excluded) {
  for (let i = 0; i < upstreams.length; i++) {
    const upstream = upstreams[(next + i) % upstreams.length];
    if (upstream.ready && !excluded.has(upstream)) {
      next = (next + i + 1) % upstreams.length;
      return upstream;
    }
  }
  return upstreams.find((u) => !excluded.has(u));
}

function forward(req, res, body, excluded) {
  const upstream = pick(excluded);
  if (!upstream) {
    res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream');
    return;
  }
  const retry = () => {
    upstream.ready = false;
    excluded.add(upstream);
    forward(req, res, body, excluded);
  };
  const out = http.request(
    { host: upstream.url.hostname, port: upstream.url.port, method: req.method, path: req.url, headers: req.headers, agent },
    (reply) => {
      // Fastify answers 503 with Connection: close to a request that arrives while it closes, without running it.
      if (reply.statusCode === 503 && reply.headers.connection === 'close' && !String(req.url).startsWith('/readyz')) {
        reply.resume();
        return retry();
      }
      res.writeHead(reply.statusCode, reply.headers);
      reply.pipe(res);
    },
  );
  let sent = false;
  out.on('finish', () => (sent = true));
  out.on('error', (error) => {
    if (!sent || error.code === 'ECONNREFUSED') return retry();
    console.log(`upstream ${upstream.url.port} ${req.method} ${req.url}: ${error.code ?? error.message} (${sent ? 'after' : 'before'} the request was sent)`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream error: ${error.code}`);
    else res.destroy();
  });
  out.end(body);
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('balancer ready'));
