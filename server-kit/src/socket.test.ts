import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError, notFound } from './errors';
import { answerAck, SOCKET_FAULT_MESSAGE } from './socket';

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const replies = () => {
  const received: unknown[] = [];
  return { received, ack: (reply: unknown) => received.push(reply) };
};

describe('answerAck', () => {
  it('answers success with the work’s fields', async () => {
    const { logger } = recordingLogger();
    const { received, ack } = replies();
    await answerAck(ack, async () => ({ cartData: {} }), { logger });
    expect(received).toEqual([{ success: true, cartData: {} }]);
  });

  it('answers an expected failure with its message and status, as HTTP would, without logging', async () => {
    const { logger, lines } = recordingLogger();
    const { received, ack } = replies();
    await answerAck(
      ack,
      async () => {
        throw notFound('No conversation with this shopper.');
      },
      { logger },
    );
    expect(received).toEqual([
      { success: false, message: 'No conversation with this shopper.', status: 404 },
    ]);
    expect(lines).toEqual([]);
  });

  it('logs an unexpected failure and answers 500 without its details', async () => {
    const { logger, lines } = recordingLogger();
    const { received, ack } = replies();
    for (const error of [new Error('connection terminated'), new AppError(503, 'database down')]) {
      await answerAck(
        ack,
        async () => {
          throw error;
        },
        { logger, context: { userId: 'u1' }, faultMessage: 'The cart could not be saved.' },
      );
    }
    expect(received).toEqual([
      { success: false, message: 'The cart could not be saved.', status: 500 },
      { success: false, message: 'The cart could not be saved.', status: 500 },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'socket request failed',
      userId: 'u1',
      err: { message: 'connection terminated' },
    });
  });

  it('uses the generic message by default and tolerates a client that sent no acknowledgement', async () => {
    const { logger } = recordingLogger();
    const { received, ack } = replies();
    const fail = async () => {
      throw new Error('boom');
    };
    await answerAck(ack, fail, { logger });
    expect(received).toEqual([{ success: false, message: SOCKET_FAULT_MESSAGE, status: 500 }]);
    await expect(answerAck(undefined, fail, { logger })).resolves.toBeUndefined();
  });
});
