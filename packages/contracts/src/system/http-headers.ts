/** RFC 9110 `token`: what a header name may be. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A field value: visible characters, spaces and tabs — no CR, LF or NUL, so nothing can be injected. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Headers a workflow may not set on its webhook reply: the reply is served from the app's own origin, so
 * cookies and security policies there are the app's, not the workflow's.
 */
const RESERVED_REPLY_HEADERS = new Set([
  'set-cookie',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'x-content-type-options',
  'content-length',
  'transfer-encoding',
  'connection',
]);

/** Why a workflow's reply header cannot be sent, or null when it can. */
export function replyHeaderProblem(name: string, value: string): string | null {
  if (!HEADER_NAME.test(name)) return `"${name}" is not a valid header name.`;
  if (!HEADER_VALUE.test(value)) {
    return `The value of header "${name}" contains a line break or a control character.`;
  }
  if (RESERVED_REPLY_HEADERS.has(name.toLowerCase())) return `The header "${name}" is set by Flowlane.`;
  return null;
}
