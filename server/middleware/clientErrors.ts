import type http from 'node:http';
import type { Duplex } from 'node:stream';

const REASONS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'the request headers are too large'],
  HPE_INVALID_METHOD: [405, 'METHOD_NOT_ALLOWED', 'the method is not one HTTP knows'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'the request took too long'],
};

/**
 * Requests Node refuses before Koa sees them (headers too large, an unknown method, a malformed
 * request line) get the same JSON error shape as everything else, instead of a bare status line.
 */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) return socket.destroy();
    const [status, code, message] = REASONS[error.code ?? ''] ?? [400, 'BAD_REQUEST', 'the request is malformed'];
    const body = JSON.stringify({ code, message, field: null });
    socket.end(
      `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: private, no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

function reasonPhrase(status: number): string {
  return {
    400: 'Bad Request',
    405: 'Method Not Allowed',
    408: 'Request Timeout',
    431: 'Request Header Fields Too Large',
  }[status] as string;
}
