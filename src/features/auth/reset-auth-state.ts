import { sessionEnded } from '../../lib/session-reset';
import { keyStore } from './key-store';
import { resetOidcClient } from './oidc-client';
import { resetRenewals } from './renewal';
import { resetSessionSharing } from './session-sharing';
import { resetUserManagers } from './user-managers';

/**
 * For tests: everything held in memory forgotten, so each test starts from nothing. What a session leaves
 * in any module is forgotten as at a sign-out of every region (src/lib/session-reset.ts); the rest is
 * what the auth feature keeps beyond a sign-out (managers, the loaded library, sign-outs in this tab).
 */
export function resetAuthState(): void {
  resetUserManagers();
  resetOidcClient();
  resetRenewals();
  resetSessionSharing();
  keyStore.reset();
  sessionEnded();
}
