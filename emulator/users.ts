import type { EmulatedRegion } from './region-list.ts';

export interface EmulatedUser {
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  isSiteAdmin: boolean;
  timeZone: string;
  roles: { id: number; name: string }[];
}

/** demo and support everywhere; kiwi only in NZ and AU (a user who exists in some regions only). */
export function usersOf(region: EmulatedRegion): EmulatedUser[] {
  const base = region.companyId * 100;
  const users: EmulatedUser[] = [
    {
      id: base + 1,
      username: 'demo',
      password: 'demo',
      firstName: 'Dana',
      lastName: 'Demo',
      email: `demo@${region.id}.fleet.example`,
      isSiteAdmin: false,
      timeZone: region.zone,
      roles: [{ id: 10, name: 'Fleet manager' }],
    },
    {
      id: base + 2,
      username: 'support',
      password: 'support',
      firstName: 'Sam',
      lastName: 'Support',
      email: `support@${region.id}.fleet.example`,
      isSiteAdmin: true,
      timeZone: region.zone,
      roles: [{ id: 20, name: 'Support' }],
    },
  ];
  if (region.id === 'nz' || region.id === 'au') {
    users.push({
      id: base + 3,
      username: 'kiwi',
      password: 'kiwi',
      firstName: 'Kiri',
      lastName: 'Walker',
      email: `kiwi@${region.id}.fleet.example`,
      isSiteAdmin: false,
      timeZone: 'Pacific/Auckland',
      roles: [{ id: 10, name: 'Fleet manager' }],
    });
  }
  return users;
}

/** The OpenID claims of a user, for ID tokens and userinfo. */
export function claimsOf(user: EmulatedUser) {
  return {
    sub: user.username,
    preferred_username: user.username,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    zoneinfo: user.timeZone,
  };
}
