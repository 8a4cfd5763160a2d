// Broadcasts between instances: sent only while another instance is known, in the order emitted, and the
// instance's own heartbeats always; through the real adapter on a PostgreSQL server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { Server } from 'socket.io';
import { MessageType, type ClusterMessage } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { sendingOnlyToListeners, shareSocketsAcrossInstances } from './socket-cluster';
import { postgresForFile } from './testing/postgres-for-file';
import { socketClients } from './testing/socket-client';

const serverUrl = postgresForFile();

/** A stand-in for the adapter's publishing: each message it is asked to send, and a send held open. */
function adapterStandIn() {
  const sent: MessageType[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const adapter = {
    nodesMap: new Map<string, number>(),
    holdNext: false,
    doPublish(message: ClusterMessage): Promise<string> {
      sent.push(message.type);
      if (!adapter.holdNext) return Promise.resolve('');
      adapter.holdNext = false;
      return held.then(() => '');
    },
  };
  return { adapter, sent, release };
}

const broadcast = {
  type: MessageType.BROADCAST,
  data: { packet: {}, opts: {} },
} as unknown as ClusterMessage;
const heartbeat = { type: MessageType.HEARTBEAT } as ClusterMessage;

describe('sendingOnlyToListeners', () => {
  it('sends heartbeats always, broadcasts only while another instance is known', async () => {
    const { adapter, sent } = adapterStandIn();
    sendingOnlyToListeners(adapter);
    await adapter.doPublish(broadcast);
    await adapter.doPublish(heartbeat);
    expect(sent).toEqual([MessageType.HEARTBEAT]);
    adapter.nodesMap.set('other', Date.now());
    await adapter.doPublish(broadcast);
    expect(sent).toEqual([MessageType.HEARTBEAT, MessageType.BROADCAST]);
    adapter.nodesMap.clear();
    await adapter.doPublish(broadcast);
    expect(sent).toEqual([MessageType.HEARTBEAT, MessageType.BROADCAST]);
  });

  it('a message not sent waits for one still on its way, so local events keep their order', async () => {
    const { adapter, release } = adapterStandIn();
    sendingOnlyToListeners(adapter);
    adapter.nodesMap.set('other', Date.now());
    adapter.holdNext = true;
    const done: string[] = [];
    const first = adapter.doPublish(broadcast).then(() => done.push('first'));
    adapter.nodesMap.clear(); // the other instance timed out meanwhile
    const second = adapter.doPublish(broadcast).then(() => done.push('second'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(done).toEqual(['first', 'second']);
  });
});

describe('through the socket.io adapter on PostgreSQL', () => {
  it('an instance alone sends no broadcast; once another is heard, its broadcasts go out', async () => {
    const service = 'alone-test';
    const channel = `socket.io:${service}#/`;
    const logger = pino({ level: 'silent' });
    // Every notification on the service's channel, as its message type, and a marker sent after them.
    const listener = new pg.Client({ connectionString: serverUrl() });
    await listener.connect();
    const heard: Array<number | string> = [];
    listener.on('notification', ({ payload = '' }) => {
      heard.push(payload === 'marker' ? payload : (JSON.parse(payload) as { type: number }).type);
    });
    await listener.query(`LISTEN "${channel}"`);
    /** The types heard since the last call: a marker sent now comes after every notification already sent. */
    const heardSinceLast = async () => {
      await listener.query('select pg_notify($1, $2)', [channel, 'marker']);
      await expect.poll(() => heard.includes('marker'), { timeout: 5_000 }).toBe(true);
      return heard.splice(0).filter((type) => type !== 'marker');
    };

    const pools: pg.Pool[] = [];
    const instance = async () => {
      const http = createServer();
      const io = new Server(http);
      const pool = new pg.Pool({ connectionString: serverUrl() });
      pools.push(pool);
      shareSocketsAcrossInstances(
        io,
        { kind: 'postgres', pool },
        { service, logger, heartbeatIntervalMs: 60_000 },
      );
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      return { io, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
    };
    const a = await instance();
    a.io.on('connection', (socket) => void socket.join('room'));
    const clients = socketClients(a.url);
    let b: Awaited<ReturnType<typeof instance>> | undefined;
    try {
      const tab = await clients.open();
      const received: number[] = [];
      tab.on('counted', (index: number) => received.push(index));
      await expect.poll(() => a.io.of('/').adapter.rooms.get('room')?.size ?? 0).toBe(1);
      // The instance announced itself as it started, alone as it was.
      expect(await heardSinceLast()).toEqual([MessageType.INITIAL_HEARTBEAT]);

      for (let index = 0; index < 5; index++) a.io.to('room').emit('counted', index);
      await expect.poll(() => received).toEqual([0, 1, 2, 3, 4]);
      // A local event is delivered only once its notification, if any, has been sent: nothing went out.
      expect(await heardSinceLast()).toEqual([]);

      b = await instance();
      await expect.poll(() => a.io.of('/').adapter.serverCount(), { timeout: 10_000 }).toBe(2);
      // B's first heartbeat, and A's answer to it.
      expect(await heardSinceLast()).toEqual([MessageType.INITIAL_HEARTBEAT, MessageType.HEARTBEAT]);
      a.io.to('room').emit('counted', 5);
      await expect.poll(() => received).toEqual([0, 1, 2, 3, 4, 5]);
      expect(await heardSinceLast()).toEqual([MessageType.BROADCAST]);
    } finally {
      clients.closeAll();
      await Promise.all([a.io.close(), b?.io.close()]);
      await listener.end();
    }
  });
});
