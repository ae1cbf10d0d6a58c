// Everything of Amplify the shell uses, in one lazy chunk: only people who may have a session
// (or are on an auth screen) download it; see amplify-loader.ts.
export { Hub } from 'aws-amplify/utils';
export { fetchAuthSession } from 'aws-amplify/auth';
export { configureAmplify } from '../configure-amplify';
export { readSession } from './read-session';
