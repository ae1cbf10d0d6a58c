import {
  AdminCreateUserCommand,
  AdminUpdateUserAttributesCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  UsernameExistsException,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import type { DirectoryUser, RoleDirectory, UserDirectory, VerifiedEmails } from '@functions/accounts/ports';

// The user pool as a directory. AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at the
// local pool when the local stack runs.
const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value ?? null;

const toUser = (user: UserType | undefined, attributes = user?.Attributes): DirectoryUser | null =>
  user?.Username
    ? {
        username: user.Username,
        email: attribute(attributes, 'email'),
        phone: attribute(attributes, 'phone_number'),
        name: attribute(attributes, 'name'),
      }
    : null;

// Filter values are quoted by Cognito's filter grammar; quotes and backslashes can't appear in a
// valid e-mail or E.164 number, and are refused here so a filter can never be widened.
const filterValue = (value: string) => {
  if (/["\\]/.test(value)) throw new Error('invalid filter value');
  return value;
};

const unusablePassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

export function cognitoUserDirectory(
  userPoolId: string,
  client = new CognitoIdentityProviderClient({}),
): UserDirectory {
  const findBy = async (attributeName: string, value: string, accept: (user: UserType) => boolean = () => true) => {
    const { Users } = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `${attributeName} = "${filterValue(value)}"`, Limit: 10 }),
    );
    return toUser(Users?.find(accept));
  };
  // Only a verified number is a sign-in alias; an unverified one belongs to nobody yet.
  const verifiedPhone = (user: UserType) => attribute(user.Attributes, 'phone_number_verified') === 'true';
  return {
    findByEmail: (email) => findBy('email', email),
    findByPhone: (phone) => findBy('phone_number', phone, verifiedPhone),
    async createPhoneUser(phone) {
      try {
        const { User } = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: phone,
            MessageAction: 'SUPPRESS',
            // Verified so the number works as a sign-in alias; the SMS code proves it at every sign-in.
            UserAttributes: [
              { Name: 'phone_number', Value: phone },
              { Name: 'phone_number_verified', Value: 'true' },
            ],
          }),
        );
        // A created user waits in FORCE_CHANGE_PASSWORD, which custom auth can't finish; a random
        // permanent password (never told to anyone) confirms the account. Sign-in is by code only.
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: User!.Username!,
            Password: unusablePassword(),
            Permanent: true,
          }),
        );
        return toUser(User)!;
      } catch (error) {
        // Two first sign-ins racing for one number: the other one created it.
        if (error instanceof UsernameExistsException) return (await findBy('phone_number', phone, verifiedPhone))!;
        throw error;
      }
    },
  };
}

/**
 * The role attribute the ID token carries (custom:role), set by an approved host application. The
 * pool stores what it is given, so setting the same value again changes nothing (retries are safe).
 */
export function cognitoRoleDirectory(
  userPoolId: string,
  client = new CognitoIdentityProviderClient({}),
): RoleDirectory {
  return {
    async setRole(username, role) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: [{ Name: 'custom:role', Value: role }],
        }),
      );
    },
  };
}

/**
 * The account's e-mail address when the pool has verified it (sign-up's confirmation, or the
 * social provider's), by the user's sub; null for phone accounts and unverified addresses.
 */
export function cognitoVerifiedEmails(
  userPoolId: string,
  client = new CognitoIdentityProviderClient({}),
): VerifiedEmails {
  return {
    async of(userId) {
      const { Users } = await client.send(
        new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${filterValue(userId)}"`, Limit: 1 }),
      );
      const attributes = Users?.[0]?.Attributes;
      return attribute(attributes, 'email_verified') === 'true' ? attribute(attributes, 'email') : null;
    },
  };
}
