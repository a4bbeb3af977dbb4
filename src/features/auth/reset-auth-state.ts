import { keyStore } from './key-store';
import { resetOidcClient } from './oidc-client';
import { resetRefusedKeys } from './refused-keys';
import { resetRenewals } from './renewal';
import { resetSessionSharing } from './session-sharing';
import { resetUserManagers } from './user-managers';

/** For tests: everything the auth feature holds in memory, forgotten, so each test starts from nothing. */
export function resetAuthState(): void {
  resetUserManagers();
  resetOidcClient();
  resetRenewals();
  resetRefusedKeys();
  resetSessionSharing();
  keyStore.reset();
}
