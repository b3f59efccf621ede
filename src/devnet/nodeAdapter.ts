/**
 * Node-only: serves MSW handlers to a Node `http` request, as MSW itself resolves a `fetch` it intercepts. A Node
 * request becomes a Fetch `Request` (body as bytes: algod takes msgpack), MSW's `getResponse` picks the answer, and
 * the `Response` is streamed back. Ours because `@mswjs/http-middleware` has no release for MSW 3 (ADR 0016).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';

const WITHOUT_BODY = new Set(['GET', 'HEAD']);

async function bodyBytes(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The Node request as a Fetch `Request` for `origin` (the server's own, so a hostile Host cannot reshape the URL). */
async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  // Concatenated, not resolved against `origin`: `//x` must stay a path, never become a host.
  return new Request(`${origin}${req.url ?? '/'}`, {
    method,
    headers,
    body: WITHOUT_BODY.has(method) ? undefined : await bodyBytes(req),
  });
}

/** Writes `response` to `res`; a network error (HttpResponse.error(), a lost response) drops the connection. */
async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.writeHead(response.status, response.statusText);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
}

/**
 * Answers `req` from `handlers`, with `origin` (the server's own) as the request's origin. A request no handler
 * answers gets a 404; a handler that throws, a 500 (as MSW answers an exception in an intercepted request).
 */
export async function answerFromHandlers(
  handlers: RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<void> {
  try {
    const response = await getResponse(handlers, await toFetchRequest(req, origin));
    await writeResponse(response ?? Response.json({ message: 'Not Found' }, { status: 404 }), res);
  } catch (error) {
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
  }
}
