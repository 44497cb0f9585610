import { describe, expect, it } from 'vitest';
import { CAPABILITY_ROLES, Capability, can } from './permissions.js';
import { Role } from './roles.js';

// Every role (and a guest) against every capability, written out so a change to who may do what is
// a visible change to this table. L = lite user, LA = lite admin, F = flow user, FA = flow admin.
const TABLE: Record<Capability, { guest: boolean; L: boolean; LA: boolean; F: boolean; FA: boolean }> = {
  'app:use': { guest: false, L: true, LA: true, F: true, FA: true },
  'workflow:write': { guest: false, L: false, LA: true, F: true, FA: true },
  'workflow:run': { guest: false, L: false, LA: true, F: true, FA: true },
  'team:manage': { guest: false, L: false, LA: true, F: false, FA: true },
  'billing:manage': { guest: false, L: false, LA: true, F: false, FA: true },
};

const ROLES = {
  L: 'ROLE_LITE_USER',
  LA: 'ROLE_LITE_ADMIN',
  F: 'ROLE_FLOW_USER',
  FA: 'ROLE_FLOW_ADMIN',
} as const satisfies Record<string, Role>;

const cases = Capability.options.flatMap((capability) =>
  (['guest', 'L', 'LA', 'F', 'FA'] as const).map((who) => ({
    capability,
    who,
    roles: who === 'guest' ? [] : [ROLES[who]],
    expected: TABLE[capability][who],
  })),
);

describe('can(roles, capability)', () => {
  it('has a row in the table for every capability and a role list for each', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...Capability.options].sort());
    expect(Object.keys(CAPABILITY_ROLES).sort()).toEqual([...Capability.options].sort());
  });

  it('covers every role', () => {
    expect(Object.values(ROLES).sort()).toEqual([...Role.options].sort());
  });

  it.each(cases)('$who may $capability: $expected', ({ capability, roles, expected }) => {
    expect(can(roles, capability)).toBe(expected);
  });

  it('refuses a guest with no roles given at all, and allows when any one of several roles holds it', () => {
    expect(can(undefined, 'app:use')).toBe(false);
    expect(can(null, 'workflow:write')).toBe(false);
    expect(can(['ROLE_LITE_USER', 'ROLE_FLOW_USER'], 'workflow:write')).toBe(true);
    expect(can(['something-else'], 'app:use')).toBe(false);
  });
});
