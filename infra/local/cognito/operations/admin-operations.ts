import { CognitoError } from '../cognito-error';
import type { CognitoRequest, PoolCore } from '../pool-core';
import { hashPassword, type LocalUser } from '../user-store';
import { assertPasswordPolicy } from './account-operations';

// The admin calls functions make with the SDK (IAM-signed in AWS; local only here).
const toUserType = (user: LocalUser) => ({
  Username: user.sub,
  Attributes: Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  UserStatus: user.status,
  Enabled: true,
  UserCreateDate: new Date(user.createdAt).getTime() / 1000,
});

export function adminOperations(pool: PoolCore) {
  const assertPool = (body: CognitoRequest) => {
    if (body.UserPoolId !== pool.userPoolId)
      throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
  };
  return {
    ListUsers: async (body: CognitoRequest) => {
      assertPool(body);
      // Cognito's filter grammar, the exact-match form: attribute = "value".
      const match = /^\s*([\w:]+)\s*=\s*"([^"]*)"\s*$/.exec(String(body.Filter ?? ''));
      if (body.Filter && !match) throw new CognitoError('InvalidParameterException', 'Error while parsing filter.');
      const users = pool.store
        .all()
        .filter(
          (user) =>
            !match ||
            (match[1] === 'email' ? user.email === match[2]!.toLowerCase() : user.attributes[match[1]!] === match[2]),
        );
      return { Users: users.slice(0, Number(body.Limit ?? 60)).map(toUserType) };
    },
    AdminCreateUser: async (body: CognitoRequest) => {
      assertPool(body);
      const attributes = Object.fromEntries(
        (body.UserAttributes ?? []).map((a: { Name: string; Value: string }) => [a.Name, String(a.Value)]),
      );
      const username = String(body.Username ?? '');
      if (pool.store.find(username)) throw new CognitoError('UsernameExistsException', 'User account already exists');
      await pool.trigger(
        'preSignUp',
        'PreSignUp_AdminCreateUser',
        { sub: '', attributes },
        { validationData: null, clientMetadata: body.ClientMetadata ?? {} },
        { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      );
      const email = username.includes('@') ? username : String(attributes.email ?? '');
      // As in Cognito: a created user must change a temporary password before signing in.
      const user = pool.store.create({ email, password: null, status: 'FORCE_CHANGE_PASSWORD', attributes });
      return { User: toUserType(user) };
    },
    // An approved host application sets custom:role. Like Cognito, any attribute the
    // pool knows may be written by an IAM caller; sub and the e-mail's own field are not attributes here.
    AdminUpdateUserAttributes: async (body: CognitoRequest) => {
      assertPool(body);
      const user = pool.store.find(String(body.Username ?? ''));
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      const changes = (body.UserAttributes ?? []) as { Name: string; Value: string }[];
      if (changes.some(({ Name }) => Name === 'sub' || Name === 'email'))
        throw new CognitoError('InvalidParameterException', 'Cannot modify the sub or email attribute here.');
      pool.store.update(user.sub, (u) => {
        for (const { Name, Value } of changes) u.attributes[Name] = String(Value);
      });
      return {};
    },
    // An account deleted by its owner: the user, their sessions and codes go; signing in again fails.
    AdminDeleteUser: async (body: CognitoRequest) => {
      assertPool(body);
      const user = pool.store.find(String(body.Username ?? ''));
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      pool.store.remove(user.sub);
      return {};
    },
    AdminAddUserToGroup: async (body: CognitoRequest) => {
      assertPool(body);
      const user = pool.store.find(String(body.Username ?? ''));
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      const group = String(body.GroupName ?? '');
      pool.store.update(user.sub, (u) => {
        u.groups = [...new Set([...(u.groups ?? []), group])];
      });
      return {};
    },
    AdminSetUserPassword: async (body: CognitoRequest) => {
      assertPool(body);
      const user = pool.store.find(String(body.Username ?? ''));
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      assertPasswordPolicy(String(body.Password ?? ''));
      pool.store.update(user.sub, (u) => {
        u.passwordHash = hashPassword(String(body.Password));
        if (body.Permanent) u.status = 'CONFIRMED';
      });
      return {};
    },
  };
}
