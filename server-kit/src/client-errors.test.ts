import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerParseErrorsAsJson } from './client-errors';

let server: Server | undefined;
afterEach(() => server?.close());

/** Sends raw bytes and resolves with everything the server writes before it closes the connection. */
async function rawExchange(bytes: string): Promise<string> {
  server = createServer((_req, res) => void res.end('{"success":true}'));
  answerParseErrorsAsJson(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.on('error', () => undefined);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  await once(socket, 'close');
  return Buffer.concat(chunks).toString();
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('answerParseErrorsAsJson', () => {
  it('answers a request line over Node’s 16 KB limit with a JSON 431', async () => {
    const answer = await rawExchange(`GET /items/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ success: false, message: expect.any(String), code: 'too_large' });
  });

  it('answers bytes that are not HTTP with a JSON 400', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'bad_request' });
  });
});
