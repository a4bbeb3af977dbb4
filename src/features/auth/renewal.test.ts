import { describe, expect, it } from 'vitest';
import { storeOidcUser } from '../../testing/session-probe';
import { testRegions } from '../../testing/test-config';
import { renewOnce } from './renewal';

const { au } = testRegions;

describe('renewOnce', () => {
  it('without a refresh token renews nothing: no hidden frame to the provider, no wait', async () => {
    storeOidcUser(au, { lifetime: 30, refreshToken: null });
    await expect(renewOnce(au)).resolves.toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
