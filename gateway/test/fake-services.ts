import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Real HTTP servers standing in for services behind the gateway; `onRequest` sees every request first. */
export function fakeServices(onRequest: (req: IncomingMessage) => void = () => undefined) {
  const servers: Server[] = [];
  return {
    /** Starts a server answering with `handler`; resolves to its base URL. */
    async serve(handler: Handler): Promise<string> {
      const server = createServer((req, res) => {
        onRequest(req);
        handler(req, res);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    closeAll: () => Promise.all(servers.map((s) => new Promise((resolve) => { s.closeAllConnections(); s.close(resolve); }))),
  };
}

export const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
