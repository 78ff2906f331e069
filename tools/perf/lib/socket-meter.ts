/**
 * Bytes at the socket: a TCP relay between the browser and the reference server that counts what
 * crosses it, both ways, and the connections opened. CDP's `encodedDataLength` is the browser's
 * own account of a response; this counts what really went over the (loopback) wire: status lines,
 * headers, bodies, 304s and requests, the figure a player pays for. The benchmark loads pages
 * through it one at a time and resets it before each load.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export interface WireCount {
  /** Bytes from the server to the browser (responses, headers included). */
  down: number;
  /** Bytes from the browser to the server (requests, headers included). */
  up: number;
  /** TCP connections the browser opened. */
  connections: number;
}

export interface SocketMeter {
  /** The relay's origin: load pages from here. */
  origin: string;
  reset: () => void;
  read: () => WireCount;
  close: () => Promise<void>;
}

export async function startSocketMeter(target: string): Promise<SocketMeter> {
  const { hostname, port } = new URL(target);
  let count: WireCount = { down: 0, up: 0, connections: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    count.connections++;
    const upstream = createConnection({ host: hostname, port: Number(port) });
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => void (count.up += chunk.length));
    upstream.on('data', (chunk: Buffer) => void (count.down += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, hostname, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('socket meter: no port');
  return {
    origin: `http://${hostname}:${address.port}`,
    reset: () => void (count = { down: 0, up: 0, connections: 0 }),
    read: () => ({ ...count }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
