import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../testing/oidc-handlers';
import { tokenSubject } from './token-subject';

const withToken = (access_token: string, profileSub?: string) => ({
  access_token,
  ...(profileSub === undefined ? {} : { profile: { sub: profileSub } }),
});

describe('tokenSubject', () => {
  it("takes the ID token's subject first", () => {
    expect(tokenSubject(withToken(fakeJwt({ sub: 'from-access' }), 'from-profile'))).toBe('from-profile');
  });

  it("reads the access token's subject as UTF-8, past ASCII and with base64url's own characters", () => {
    // "ü?ÿ>" and "~~~>" encode to base64 with '/' and '+', which base64url writes as '_' and '-'.
    for (const sub of ['José Müller', 'ü?ÿ>', '~~~>', '北京-7', '👩‍🚒 crew']) {
      expect(tokenSubject(withToken(fakeJwt({ sub })))).toBe(sub);
    }
  });

  it('has no subject for a token that is not a JWT, or whose subject is not a string', () => {
    for (const token of [
      'opaque-key',
      'a.%%%.c',
      `x.${btoa('not json')}.y`,
      fakeJwt({ sub: 42 }),
      fakeJwt({}),
    ]) {
      expect(tokenSubject(withToken(token))).toBeUndefined();
    }
  });
});
