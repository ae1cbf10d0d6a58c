import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { cognitoUserDirectory } from './adapters/user-directory';
import { once } from '../platform/once';

export const userDirectory = /* @__PURE__ */ once(() => cognitoUserDirectory(readEnv([ENV.userPoolId]).USER_POOL_ID));
