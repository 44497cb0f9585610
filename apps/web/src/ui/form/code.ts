import { LIMITS } from '@flowlane/contracts';

/** Digits only, and never more than six: a 7th character is refused (spec section 5). */
export const sanitizeCode = (value: string) => value.replace(/\D/g, '').slice(0, LIMITS.twofaCodeLength);
