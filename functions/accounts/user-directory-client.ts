import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { cognitoRoleDirectory, cognitoUserDirectory } from './adapters/user-directory';
import { once } from '../platform/once';

export const userDirectory = /* @__PURE__ */ once(() => cognitoUserDirectory(readEnv([ENV.userPoolId]).USER_POOL_ID));

/** The pool's custom:role, which only the server writes (PUT /api/me/role, an approved host application). */
export const roleDirectory = /* @__PURE__ */ once(() => cognitoRoleDirectory(readEnv([ENV.userPoolId]).USER_POOL_ID));
