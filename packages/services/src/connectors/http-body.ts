import { randomBytes } from 'node:crypto';
import type { HttpBody } from './http-schema.js';

export interface EncodedBody {
  /** Bytes, not a stream, so a 307/308 redirect can send the same body again. */
  payload: Buffer | undefined;
  contentType: string | undefined;
}

type Scalar = string | number | boolean;

function scalarList(value: Scalar | Scalar[]): string[] {
  return (Array.isArray(value) ? value : [value]).map(String);
}

function fileBytes(content: string | Uint8Array): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content);
}

// Quotes and line breaks in a name would end the header early; encode them as browsers do.
function quoteHeaderValue(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function encodeMultipart(body: Extract<HttpBody, { type: 'multipart' }>): EncodedBody {
  const boundary = `----FlowlaneBoundary${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(body.fields ?? {})) {
    for (const item of scalarList(value)) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoteHeaderValue(name)}"\r\n\r\n${item}\r\n`,
        ),
      );
    }
  }
  for (const file of body.files ?? []) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoteHeaderValue(file.field)}"; ` +
      `filename="${quoteHeaderValue(file.filename)}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), fileBytes(file.content), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function encodeBody(body: HttpBody | undefined): EncodedBody {
  if (body === undefined) return { payload: undefined, contentType: undefined };
  switch (body.type) {
    case 'none':
      return { payload: undefined, contentType: undefined };
    case 'json':
      // `undefined` is not JSON; send `null` rather than an empty body the server cannot parse.
      return {
        payload: Buffer.from(JSON.stringify(body.data ?? null)),
        contentType: 'application/json',
      };
    case 'form': {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(body.fields)) {
        for (const item of scalarList(value)) params.append(name, item);
      }
      return { payload: Buffer.from(params.toString()), contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart':
      return encodeMultipart(body);
    case 'raw':
      return {
        payload: Buffer.from(body.content),
        contentType: body.contentType ?? 'text/plain; charset=utf-8',
      };
  }
}
