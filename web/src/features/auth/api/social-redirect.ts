// Managed login (AWS): Amplify's redirect with PKCE; the code comes back to /auth/callback.
// Its own module so only a click on a configured provider downloads it.
export { signInWithRedirect } from 'aws-amplify/auth';
export { enableOAuthListener } from '@web/lib/auth/oauth-redirect';
