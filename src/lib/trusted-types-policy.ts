import { installTrustedTypesPolicy } from './trusted-types';

// Imported first by main.tsx: the policy is in place before any other module runs, writes to the DOM or
// starts a worker (docs/security.md, "The security headers").
installTrustedTypesPolicy();
