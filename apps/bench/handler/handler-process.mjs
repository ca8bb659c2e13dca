// The handler side of the handler bench, as its own process: a @keyhold/server wallet handler mounted
// with toNodeHandler on a Node http server at /api/wallet, exactly as the server README shows, in front
// of the sandbox named by SERVICE_URL. The signed-in customer is named by the X-Bench-Customer header
// (bench-only authorize). GET /bench-cpu (outside the handler) reports this process's CPU time so the
// bench can divide it by the requests served. KEYHOLD_SERVER_DIST may point at another build of
// @keyhold/server (the "before" run).
import { createServer } from 'node:http';

const dist = process.env.KEYHOLD_SERVER_DIST;
const server = await import(dist ? `${dist}/index.js` : '@keyhold/server');
const node = await import(dist ? `${dist}/node.js` : '@keyhold/server/node');

const service = new server.ServiceClient({
  baseUrl: process.env.SERVICE_URL,
  apiTokenId: process.env.SERVICE_TOKEN_ID,
  apiClientSecret: process.env.SERVICE_SECRET,
});
const handler = node.toNodeHandler(
  server.createWalletHandler({
    service,
    rpId: 'localhost',
    sandbox: true,
    logger: { warn() {}, error() {} },
    authorize: (request) => {
      const customerId = request.headers.get('x-bench-customer');
      return customerId ? { customerId } : null;
    },
  }),
);
const http = createServer(node.nodeServerOptions(), (req, res) => {
  if (req.url === '/bench-cpu') {
    const { user, system } = process.cpuUsage();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ cpuMicros: user + system }));
    return;
  }
  handler(req, res);
});
http.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: http.address().port })}\n`);
});
process.on('SIGTERM', () => http.close(() => process.exit(0)));
