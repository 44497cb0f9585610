import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from './errors.js';
import { httpRequest } from './http.js';
import { closedPort, readRequestBody, startHttpServer, type TestServer } from './test-server.js';

let server: TestServer;
const local = { allowPrivateNetwork: true };

async function echo(req: IncomingMessage, res: ServerResponse, url: URL) {
  const body = await readRequestBody(req);
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: body.toString('utf8'),
    }),
  );
}

async function multipart(req: IncomingMessage, res: ServerResponse) {
  const body = await readRequestBody(req);
  // Parse with the platform's own multipart parser, not ours, so the test is independent of the encoder.
  const form = await new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  }).formData();
  const entries: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    entries[name] =
      typeof value === 'string'
        ? value
        : {
            filename: value.name,
            type: value.type,
            base64: Buffer.from(await value.arrayBuffer()).toString('base64'),
          };
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(entries));
}

function json(res: ServerResponse, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

const ITEMS = ['a', 'b', 'c', 'd', 'e'];

beforeAll(async () => {
  server = await startHttpServer(async (req, res, url) => {
    const param = (name: string) => url.searchParams.get(name);
    switch (url.pathname) {
      case '/echo':
        return echo(req, res, url);
      case '/multipart':
        return multipart(req, res);
      case '/redirect': {
        res.writeHead(Number(param('status') ?? 302), { location: param('to') ?? '/echo' });
        return void res.end();
      }
      case '/loop':
        res.writeHead(302, { location: `/loop?n=${Number(param('n') ?? 0) + 1}` });
        return void res.end();
      case '/status':
        res.writeHead(Number(param('code')), { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'no such thing' } }));
      case '/slow':
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return void res.end('late');
      case '/big':
        res.writeHead(200, { 'content-type': 'text/plain' });
        // Chunked, no Content-Length: the cap must hold while streaming too.
        for (let i = 0; i < 64; i += 1) res.write('x'.repeat(1024));
        return void res.end();
      case '/gzip':
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return void res.end(gzipSync(JSON.stringify({ compressed: true })));
      case '/binary':
        res.writeHead(200, { 'content-type': 'image/png' });
        return void res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]));
      case '/text':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('plain ✓');
      case '/cursor': {
        // Next link in the body, relative, three pages.
        const page = Number(param('cursor') ?? 1);
        const next = page < 3 ? `/cursor?cursor=${page + 1}` : null;
        return json(res, { data: [`item${page}`], links: { next } });
      }
      case '/link': {
        const page = Number(param('page') ?? 1);
        const headers: Record<string, string> =
          page < 3 ? { link: `<${server.origin}/link?page=${page + 1}>; rel="next", <x>; rel="last"` } : {};
        return json(res, [page], headers);
      }
      case '/numbered': {
        const page = Number(param('page'));
        return json(res, { results: ITEMS.slice((page - 1) * 2, page * 2) });
      }
      case '/offset': {
        const offset = Number(param('offset'));
        return json(res, ITEMS.slice(offset, offset + 2));
      }
      case '/forever':
        return json(res, [1], { link: `</forever?x=${Math.random()}>; rel="next"` });
    }
    res.statusCode = 404;
    res.end();
  });
});

afterAll(async () => {
  await server.close();
});

describe('httpRequest: requests', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('sends %s', async (method) => {
    const response = await httpRequest({ method, url: `${server.origin}/echo` }, local);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ method });
  });

  it('sends HEAD and returns no body', async () => {
    const response = await httpRequest({ method: 'HEAD', url: `${server.origin}/echo` }, local);
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('appends query parameters, lists repeated, to those already in the URL', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/echo?a=1`, query: { b: 'two', c: 3, d: true } },
      local,
    );
    expect(response.body).toMatchObject({ query: { a: '1', b: 'two', c: '3', d: 'true' } });
  });

  it('sends a JSON body with its content type', async () => {
    const response = await httpRequest(
      { method: 'POST', url: `${server.origin}/echo`, body: { type: 'json', data: { hello: ['world', 1] } } },
      local,
    );
    expect(response.body).toMatchObject({
      headers: { 'content-type': 'application/json' },
      body: '{"hello":["world",1]}',
    });
  });

  it('sends a urlencoded form body', async () => {
    const response = await httpRequest(
      {
        method: 'POST',
        url: `${server.origin}/echo`,
        body: { type: 'form', fields: { name: 'Ada Lovelace', tag: ['x', 'y'], n: 1 } },
      },
      local,
    );
    expect(response.body).toMatchObject({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada+Lovelace&tag=x&tag=y&n=1',
    });
  });

  it('sends a multipart body with fields and files given as base64 and as bytes', async () => {
    const response = await httpRequest(
      {
        method: 'POST',
        url: `${server.origin}/multipart`,
        body: {
          type: 'multipart',
          fields: { title: 'report "Q1"' },
          files: [
            {
              field: 'doc',
              filename: 'a.txt',
              contentType: 'text/plain',
              content: Buffer.from('hello').toString('base64'),
            },
            { field: 'img', filename: 'b.bin', content: Buffer.from([0, 1, 2, 255]) },
          ],
        },
      },
      local,
    );
    expect(response.body).toEqual({
      title: 'report "Q1"',
      doc: { filename: 'a.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') },
      img: { filename: 'b.bin', type: 'application/octet-stream', base64: 'AAEC/w==' },
    });
  });

  it('sends a raw body with the given content type, and a user content-type wins', async () => {
    const raw = await httpRequest(
      {
        method: 'POST',
        url: `${server.origin}/echo`,
        body: { type: 'raw', content: '<a/>', contentType: 'application/xml' },
      },
      local,
    );
    expect(raw.body).toMatchObject({ headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    const overridden = await httpRequest(
      {
        method: 'POST',
        url: `${server.origin}/echo`,
        headers: { 'Content-Type': 'application/vnd.custom+json' },
        body: { type: 'json', data: 1 },
      },
      local,
    );
    expect(overridden.body).toMatchObject({ headers: { 'content-type': 'application/vnd.custom+json' } });
  });

  it.each([
    [{ type: 'basic', username: 'ada', password: 'pa:ss' }, 'authorization', `Basic ${btoa('ada:pa:ss')}`],
    [{ type: 'bearer', token: 't0ken' }, 'authorization', 'Bearer t0ken'],
    [{ type: 'apiKey', in: 'header', name: 'X-Api-Key', value: 'k1' }, 'x-api-key', 'k1'],
  ] as const)('sends %o auth', async (auth, header, value) => {
    const response = await httpRequest({ url: `${server.origin}/echo`, auth }, local);
    expect(response.body).toMatchObject({ headers: { [header]: value } });
  });

  it('sends api key auth in the query', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/echo`, auth: { type: 'apiKey', in: 'query', name: 'api_key', value: 'k2' } },
      local,
    );
    expect(response.body).toMatchObject({ query: { api_key: 'k2' } });
  });

  it('turns credentials in the URL into basic auth', async () => {
    const response = await httpRequest({ url: `http://ada:secret@127.0.0.1:${server.port}/echo` }, local);
    expect(response.body).toMatchObject({ headers: { authorization: `Basic ${btoa('ada:secret')}` } });
  });

  it('refuses a URL that is not http or https', async () => {
    await expect(httpRequest({ url: 'file:///etc/passwd' }, local)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('refuses malformed options with the field named', async () => {
    await expect(httpRequest({ url: `${server.origin}/echo`, method: 'FETCH' }, local)).rejects.toThrow(
      /Invalid HTTP request: method/,
    );
  });
});

describe('httpRequest: responses', () => {
  it('parses JSON, text and binary by content type', async () => {
    const text = await httpRequest({ url: `${server.origin}/text` }, local);
    expect(text).toMatchObject({ body: 'plain ✓', bodyType: 'text', statusText: 'OK' });
    const binary = await httpRequest({ url: `${server.origin}/binary` }, local);
    expect(binary).toMatchObject({ body: 'iVBORwD/', bodyType: 'binary' });
    expect(binary.headers['content-type']).toBe('image/png');
  });

  it('returns the response in the requested form', async () => {
    const asText = await httpRequest({ url: `${server.origin}/echo`, responseType: 'text' }, local);
    expect(typeof asText.body).toBe('string');
    const asBinary = await httpRequest({ url: `${server.origin}/text`, responseType: 'binary' }, local);
    expect(Buffer.from(String(asBinary.body), 'base64').toString()).toBe('plain ✓');
    await expect(
      httpRequest({ url: `${server.origin}/text`, responseType: 'json' }, local),
    ).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('decompresses a gzip response', async () => {
    const response = await httpRequest({ url: `${server.origin}/gzip` }, local);
    expect(response.body).toEqual({ compressed: true });
  });

  it('fails on an error status with the status and body', async () => {
    const error = await httpRequest({ url: `${server.origin}/status?code=404` }, local).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({ code: 'HTTP_STATUS', details: { status: 404 } });
    expect(String(error)).toContain('404 Not Found');
    expect(String(error)).toContain('no such thing');
  });

  it('returns an error status when throwOnHttpError is false', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/status?code=503`, throwOnHttpError: false },
      local,
    );
    expect(response).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
    expect(response.body).toEqual({ error: { message: 'no such thing' } });
  });

  it('times out a slow server', async () => {
    await expect(httpRequest({ url: `${server.origin}/slow`, timeoutMs: 200 }, local)).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: expect.stringContaining('timed out after 200 ms'),
    });
  });

  it('stops reading past the size cap', async () => {
    await expect(
      httpRequest({ url: `${server.origin}/big`, maxResponseBytes: 10_000 }, local),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      httpRequest({ url: `${server.origin}/slow` }, { ...local, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    await expect(httpRequest({ url: `http://127.0.0.1:${port}/` }, local)).rejects.toMatchObject({
      code: 'CONNECTION_REFUSED',
    });
  });

  it('reports a DNS failure', async () => {
    const resolve = async (hostname: string) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    await expect(httpRequest({ url: 'http://nowhere.test/' }, { resolve })).rejects.toMatchObject({
      code: 'DNS_FAILURE',
      message: expect.stringContaining('nowhere.test'),
    });
  });
});

describe('httpRequest: redirects', () => {
  it('follows redirects and reports the final URL', async () => {
    const response = await httpRequest({ url: `${server.origin}/redirect?to=/redirect%3Fto%3D/echo` }, local);
    expect(response.url).toBe(`${server.origin}/echo`);
    expect(response.body).toMatchObject({ path: '/echo' });
  });

  it('turns a POST into a GET on 303 and keeps it on 307', async () => {
    const see = await httpRequest(
      { method: 'POST', url: `${server.origin}/redirect?status=303`, body: { type: 'json', data: 1 } },
      local,
    );
    expect(see.body).toMatchObject({ method: 'GET', body: '' });
    const temporary = await httpRequest(
      { method: 'POST', url: `${server.origin}/redirect?status=307`, body: { type: 'json', data: 1 } },
      local,
    );
    expect(temporary.body).toMatchObject({ method: 'POST', body: '1' });
  });

  it('caps a redirect loop', async () => {
    await expect(httpRequest({ url: `${server.origin}/loop`, maxRedirects: 3 }, local)).rejects.toMatchObject(
      {
        code: 'TOO_MANY_REDIRECTS',
        message: expect.stringContaining('more than 3 times'),
      },
    );
  });

  it('returns the redirect itself when followRedirects is false', async () => {
    const response = await httpRequest({ url: `${server.origin}/redirect`, followRedirects: false }, local);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/echo');
  });
});

describe('httpRequest: pagination', () => {
  it('follows a next link in the JSON body', async () => {
    const response = await httpRequest(
      {
        url: `${server.origin}/cursor`,
        pagination: { mode: 'nextUrlFromBody', path: 'links.next', itemsPath: 'data' },
      },
      local,
    );
    expect(response.pages?.map((page) => page.url)).toEqual([
      `${server.origin}/cursor`,
      `${server.origin}/cursor?cursor=2`,
      `${server.origin}/cursor?cursor=3`,
    ]);
    expect(response.items).toEqual(['item1', 'item2', 'item3']);
    expect(response.morePages).toBe(false);
  });

  it('follows the Link header', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/link`, pagination: { mode: 'linkHeader' } },
      local,
    );
    expect(response.items).toEqual([1, 2, 3]);
  });

  it('increments a page number until an empty page', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/numbered`, pagination: { mode: 'page', itemsPath: 'results' } },
      local,
    );
    expect(response.items).toEqual(ITEMS);
    // Pages 1-3 hold items, page 4 is the empty one that ends the walk.
    expect(response.pages).toHaveLength(4);
  });

  it('increments an offset by the items received until an empty page', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/offset`, pagination: { mode: 'offset' } },
      local,
    );
    expect(response.items).toEqual(ITEMS);
    expect(response.pages?.map((page) => new URL(page.url).searchParams.get('offset'))).toEqual([
      '0',
      '2',
      '4',
      '5',
    ]);
  });

  it('stops at maxPages and says more pages were announced', async () => {
    const response = await httpRequest(
      { url: `${server.origin}/forever`, pagination: { mode: 'linkHeader', maxPages: 4 } },
      local,
    );
    expect(response.pages).toHaveLength(4);
    expect(response.morePages).toBe(true);
  });

  it('counts every page against the size cap', async () => {
    await expect(
      httpRequest(
        {
          url: `${server.origin}/forever`,
          maxResponseBytes: 10,
          pagination: { mode: 'linkHeader', maxPages: 50 },
        },
        local,
      ),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });
});
