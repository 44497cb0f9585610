import { describe, expect, it } from 'vitest';
import { isAccessTokenExpired } from './tokens';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('isAccessTokenExpired', () => {
  const now = Date.UTC(2030, 0, 1);
  it.each([
    ['a token valid for another minute', jwt({ exp: now / 1000 + 60 }), false],
    ['a token past its exp', jwt({ exp: now / 1000 - 1 }), true],
    ['a token within the 10 s margin', jwt({ exp: now / 1000 + 5 }), true],
    ['a token without exp', jwt({ sub: 'u' }), true],
    ['something that is no JWT', 'garbage', true],
    ['a payload that is no JSON', 'h.!!!.s', true],
  ])('%s', (_name, token, expired) => {
    expect(isAccessTokenExpired(token, now)).toBe(expired);
  });
});
