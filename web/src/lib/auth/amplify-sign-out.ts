// Its own module so Amplify's sign-out code (token revocation, managed-login sign-out) is
// fetched when someone signs out, not on every first load.
export { signOut } from 'aws-amplify/auth';
