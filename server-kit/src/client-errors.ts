// Requests Node's HTTP parser refuses before any app code runs (a URL or headers over its 16 KB limit, a
// broken request line) get the API's error body too: by default Node answers them with a bare status line
// (431 or 400, no body), which is not the `{ success: false, message }` every client is promised.
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

function answerOf(code: string | undefined): { status: number; message: string; code: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request’s address or headers are too long.', code: 'too_large' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request took too long to arrive.', code: 'request_timeout' };
  }
  return { status: 400, message: 'The request could not be read as HTTP.', code: 'bad_request' };
}

export function answerParseErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own guard: a reset connection has nobody to answer, and bytes written into a response already
    // on its way (a pipelined request) would corrupt it.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, message, code } = answerOf(error.code);
    const body = JSON.stringify({ success: false, message, code });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
