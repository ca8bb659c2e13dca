// The start-time floor for sandbox-bench.mjs: Node plus an http server on an ephemeral port, printing
// the line the sandbox prints once it listens (arguments are ignored).
import { createServer } from 'node:http';

const server = createServer((_req, res) => res.end());
server.listen(0, '127.0.0.1', () => {
  console.info(`keyhold-sandbox listening on http://localhost:${server.address().port}/2025-10-13`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
