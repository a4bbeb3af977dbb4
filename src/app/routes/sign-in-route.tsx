import { PlaceholderPage } from '../../components/placeholder-page';

export function SignInRoute() {
  return <PlaceholderPage title="Sign in">Sign-in arrives with its own issue.</PlaceholderPage>;
}
