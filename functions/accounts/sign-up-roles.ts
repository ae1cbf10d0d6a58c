import { dynamoSignUpRoleStore } from './adapters/sign-up-role-store';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** The sign-up's chosen role, kept by the pre-sign-up trigger and applied by post-confirmation. */
export const signUpRoles = /* @__PURE__ */ once(() => dynamoSignUpRoleStore(table().db, table().name));
