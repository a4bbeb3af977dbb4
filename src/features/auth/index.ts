export { AuthCallbackPage } from './auth-callback-page';
export { hasRegionSession, watchRegionSessions } from './has-region-session';
export { RequireSession } from './require-session';
export { SignInPage } from './sign-in-page';
export { userTimeZone, useRegionApi, useSignedIn, type ApiGet } from './use-region-api';
export { otherRegionApi, onRegionSessionEnd } from './other-region-session';
export { UserMenu } from './user-menu';
export { SessionSharing } from './session-sharing';
export { prefetchSession } from './prefetch-session';
