// The demo backend's one Node http server: webhooks, /api/demo, /api/wallet (each wallet call recorded as
// a page call of the signed-in customer), and the app's pages under the CSP.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { nodeServerOptions, toNodeHandler } from '@keyhold/server/node';
import type { ViteDevServer } from 'vite';
import type { CallLog } from './call-log.js';
import type { Cookies } from './cookies.js';
import { DEMO_API_PATH } from './demo-api.js';
import { MAX_JSON_BYTES } from './middleware/json-body.js';
import { WALLET_PATH } from './wallet-handler.js';
import { WEBHOOK_PATH, type WebhookInbox } from './webhooks.js';

type FetchHandler = (request: Request) => Promise<Response>;

export function demoHttpServer({
  inbox,
  demoApi,
  wallet,
  pages,
  csp,
  callLog,
  cookies,
}: {
  inbox: WebhookInbox;
  demoApi: FetchHandler;
  wallet: FetchHandler;
  pages: ViteDevServer | null;
  csp: string;
  callLog: CallLog;
  cookies: Cookies;
}): Server {
  const serveDemoApi = toNodeHandler(demoApi, { maxBodyBytes: MAX_JSON_BYTES });
  const serveWallet = toNodeHandler(wallet);
  // nodeServerOptions(): 10 s to send the headers, 20 s for a whole request (Node's own: 60 s / 300 s), so a
  // slow client cannot hold connections open.
  return createServer(nodeServerOptions(), (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (url === WEBHOOK_PATH && req.method === 'POST') {
      void inbox.handle(req, res).catch(() => res.headersSent || res.writeHead(500).end());
      return;
    }
    if (url.startsWith(`${DEMO_API_PATH}/`)) return serveDemoApi(req, res);
    if (url.startsWith(`${WALLET_PATH}/`)) {
      const context = { customerId: cookies.customerOf(req.headers.cookie), parentId: callLog.reserve() };
      return callLog.run(context, () => serveWallet(req, res));
    }
    res.setHeader('content-security-policy', csp);
    if (pages) return pages.middlewares(req, res);
    res.writeHead(404).end();
  });
}
