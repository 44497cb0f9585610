import { type AuthFieldValue, type AuthTemplate, isMasked, MASK } from '@flowlane/contracts';
import { unprocessable } from '../http/errors.js';

/** A secret as the API shows it: its last four characters when it is long enough not to give much away. */
export function maskSecret(value: string | undefined): string {
  if (!value) return '';
  return value.length >= 12 ? `••••${value.slice(-4)}` : MASK;
}

type Input = Record<string, AuthFieldValue | null | undefined>;

/**
 * Checks a form against its template and splits it: plain fields (stored as JSON) and secret ones (to be
 * sealed). A secret sent back masked keeps `storedSecrets`' value. Values take the field's type, so a
 * port arrives at the connector as a number, as its schema wants.
 */
export function splitFields(
  template: AuthTemplate,
  input: Input,
  storedSecrets: Record<string, string> = {},
): { plain: Record<string, AuthFieldValue>; secret: Record<string, string> } {
  const plain: Record<string, AuthFieldValue> = {};
  const secret: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const field of template.fields) {
    // A field left out takes the template's default (a provider's URLs); an empty one stays empty.
    const raw = field.key in input ? input[field.key] : field.default;
    let value: AuthFieldValue | undefined;
    if (field.secret && isMasked(raw)) {
      value = storedSecrets[field.key];
    } else if (raw === null || raw === undefined || raw === '') {
      value = undefined;
    } else if (field.type === 'number') {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(n)) problems[`fields.${field.key}`] = `${field.label} must be a number`;
      else value = n;
    } else if (field.type === 'boolean') {
      if (typeof raw === 'boolean') value = raw;
      else if (raw === 'true' || raw === 'false') value = raw === 'true';
      else problems[`fields.${field.key}`] = `${field.label} must be true or false`;
    } else {
      value = String(raw);
      if (field.type === 'select' && field.options && !field.options.some((o) => o.value === value)) {
        problems[`fields.${field.key}`] =
          `${field.label} must be one of ${field.options.map((o) => o.value).join(', ')}`;
        value = undefined;
      }
    }
    if (value === undefined) {
      if (field.required && !problems[`fields.${field.key}`]) {
        problems[`fields.${field.key}`] = `${field.label} is required`;
      }
      continue;
    }
    if (field.secret) secret[field.key] = String(value);
    else plain[field.key] = value;
  }
  const keys = Object.keys(problems);
  if (keys.length > 0) {
    throw unprocessable(keys.map((k) => problems[k]).join('; '), problems);
  }
  return { plain, secret };
}

/** The form as the API returns it: plain values as stored, secrets masked ("" when not set). */
export function maskedFields(
  template: AuthTemplate | undefined,
  plain: Record<string, unknown>,
  secrets: Record<string, string> | undefined,
): Record<string, AuthFieldValue> {
  const out: Record<string, AuthFieldValue> = {};
  for (const [key, value] of Object.entries(plain)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  for (const field of template?.fields ?? []) {
    if (!field.secret) continue;
    // Unreadable secrets (a lost key, a damaged row) are shown as set but hidden, never as a crash.
    out[field.key] = secrets ? maskSecret(secrets[field.key]) : MASK;
  }
  return out;
}
