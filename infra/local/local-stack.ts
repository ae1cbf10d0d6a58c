import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import type { LocalEventBus } from './aws/event-bus';
import type { Outbox } from './aws/outbox';
import type { LocalCognito } from './cognito/local-cognito';
import { PreflightError } from './dynamo-local';
import { sendJson } from './http-util';
import { defaultWebRoot, localAddresses, localState } from './local-environment';
import { LOCAL } from './names';
import type { LocalRazorpay } from './razorpay/local-razorpay';
import type { RealtimeStandIn } from './realtime/realtime-stand-in';
import { createRouteTable, type RequestHandler } from './route-table';
import { seedOnce } from './seed/seed';
import { startStandIns, type Stops } from './stand-ins';

// The whole app on one port, with a local stand-in for every AWS service. Three parts, started in
// this order: the local environment (local-environment.ts: addresses, state, the handlers' values),
// the stand-ins (stand-ins.ts) and the route table that answers each request (route-table.ts).

export interface LocalStackOptions {
  port: number;
  /** Where state persists; null keeps everything in a temporary directory removed on stop. */
  dataDir: string | null;
  seed: boolean;
  webRoot?: string;
  /** Address to listen on: loopback unless the caller opts in to more (HOST=0.0.0.0 npm start). */
  host?: string;
}

export interface LocalStack {
  url: string;
  /** Razorpay as the handlers see it: the stand-in (no keys) and the secrets tests sign with. */
  razorpay: Pick<LocalRazorpay, 'keyId' | 'keySecret' | 'webhookSecret' | 'standIn'>;
  dynamoEndpoint: string;
  /** DynamoDB Local's Java process (benches read its CPU time). */
  dynamoPid: number;
  /** s3rver, for tests that look behind the app (e.g. that a raw upload was deleted). */
  s3Endpoint: string;
  cognito: LocalCognito;
  outbox: Outbox;
  bus: LocalEventBus;
  realtime: RealtimeStandIn;
  stop(): Promise<void>;
}

/**
 * The outbox shows every magic link and SMS code: only this machine may reach the stack unless
 * the person starting it says otherwise.
 */
export const DEFAULT_HOST = '127.0.0.1';

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new PreflightError(
            `Port ${port} is already in use: stop what uses it, or start on another port with PORT=${port + 1} npm start.`,
          ),
        );
      else reject(error);
    });
    server.listen(port, host, () => resolvePort((server.address() as { port: number }).port));
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const state = localState(options.dataDir);
  const webRoot = options.webRoot ?? defaultWebRoot();
  let handle: RequestHandler | null = null;

  // Take the port first, so a busy port fails in a second, before Java starts.
  const server = createServer((req, res) => {
    if (handle) return handle(req, res);
    sendJson(res, 503, { message: 'Starting up, try again in a moment' });
  });
  const addresses = localAddresses(await listen(server, options.port, options.host ?? DEFAULT_HOST));
  const stops: Stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(String(error)));
    await new Promise((r) => server.close(r));
    server.closeAllConnections?.();
    if (!state.persistent) rmSync(state.dataDir, { recursive: true, force: true });
  };

  try {
    const standIns = await startStandIns({ addresses, state, webRoot, stops });
    handle = createRouteTable({ addresses, webRoot, standIns });
    // The live-update stand-in's WebSocket; every other upgrade is refused.
    server.on('upgrade', (req, socket) => {
      if (new URL(req.url ?? '/', addresses.origin).pathname === `${LOCAL.paths.realtime}/event/realtime`)
        standIns.realtime.upgrade(req, socket);
      else socket.destroy();
    });

    const { dynamo, s3, cognito, outbox, bus, razorpay } = standIns;
    const seeded = options.seed
      ? await seedOnce({ client: dynamo.client, tableName: LOCAL.tableName, cognito })
      : false;
    if (seeded) console.log('[local] seeded demo data');

    return {
      url: addresses.origin,
      dynamoEndpoint: dynamo.endpoint,
      dynamoPid: dynamo.pid,
      s3Endpoint: s3.endpoint,
      cognito,
      outbox,
      bus,
      razorpay,
      realtime: standIns.realtime,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
