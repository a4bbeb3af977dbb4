import { AuthCallbackPage, SignInPage } from '../../features/auth';

export function SignInRoute() {
  return <SignInPage />;
}

export function AuthCallbackRoute() {
  return <AuthCallbackPage />;
}
