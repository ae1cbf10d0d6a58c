import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { cognitoUserDirectory } from '../adapters/aws/user-directory';
import { once } from './once';

export const userDirectory = /* @__PURE__ */ once(() => cognitoUserDirectory(readEnv([ENV.userPoolId]).USER_POOL_ID));
