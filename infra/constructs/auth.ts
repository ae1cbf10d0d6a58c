import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  CfnManagedLoginBranding,
  CfnUserPoolGroup,
  CustomThreatProtectionMode,
  FeaturePlan,
  ManagedLoginVersion,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderApple,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  VerificationEmailStyle,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ADMINS_GROUP, LIMITS } from '@shared/constants';
import {
  ACCESS_TOKEN_MINUTES,
  CLIENT_WRITABLE_ATTRIBUTES,
  ID_TOKEN_MINUTES,
  REFRESH_TOKEN_DAYS,
} from '../auth-settings';
import type { CognitoTrigger } from '../manifest';
import type { StackConfig } from '../config';
import type { EmailSender } from './email-sender';

export type SocialProvider = 'Google' | 'Facebook' | 'Apple';

const OPERATIONS: Record<CognitoTrigger, UserPoolOperation> = {
  preSignUp: UserPoolOperation.PRE_SIGN_UP,
  postConfirmation: UserPoolOperation.POST_CONFIRMATION,
  defineAuthChallenge: UserPoolOperation.DEFINE_AUTH_CHALLENGE,
  createAuthChallenge: UserPoolOperation.CREATE_AUTH_CHALLENGE,
  verifyAuthChallengeResponse: UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
  customMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

/** Host of the managed-login domain; computed, so the CSP can name it without a reference. */
export const managedLoginHost = (scope: Construct, prefix: string) =>
  `${prefix}.auth.${Stack.of(scope).region}.amazoncognito.com`;

export interface AuthProps {
  config: Pick<StackConfig, 'authDomainPrefix' | 'social'>;
  /** https://<app domain>, for the OAuth callback. */
  appUrl: string;
  /** Cognito sends its own mails (codes, resets) through SES when a sender is configured. */
  sender?: EmailSender;
}

// Cognito's default, stated because the SMS code's lifetime is defined to match it: a custom-auth
// session (Initiate → Create → Respond) can't outlive this, so neither can the code it sent.
export const AUTH_SESSION_MINUTES = 3;
export { ACCESS_TOKEN_MINUTES, ID_TOKEN_MINUTES, REFRESH_TOKEN_DAYS } from '../auth-settings';
/** Length of the generated magic-link signing key (letters and digits only). */
export const MAGIC_LINK_KEY_LENGTH = 64;

// Cognito: e-mail or phone as the sign-in name, password + custom auth
// (magic link, phone code), social providers through managed login only when configured, and the
// key that signs magic links.
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** HMAC key of magic links; only functions with `readsAuthSecret` may read it. */
  readonly magicLinkKey: Secret;
  readonly socialProviders: SocialProvider[];
  /** Managed-login host, or undefined when no social provider is configured. */
  readonly oauthHost?: string;

  constructor(scope: Construct, id: string, { config, appUrl, sender }: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      // Either is the user name: people who sign in by SMS code have a verified phone_number
      // and no e-mail (POST /api/auth/phone creates them with AdminCreateUser). Both settings
      // are fixed once the pool exists.
      signInAliases: { email: true, phone: true },
      selfSignUpEnabled: true,
      // Cognito verifies e-mail by code (the customMessage trigger turns the code into a link).
      // Phones are never verified by Cognito's own SMS: the create-auth-challenge function sends
      // the sign-in code through SNS, so the pool needs no SMS role.
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      enableSmsRole: false,
      standardAttributes: {
        // Not required: phone accounts have none.
        email: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      // Strings, not booleans: Cognito hands every attribute to clients as a string anyway.
      customAttributes: {
        role: new StringAttribute({ mutable: true }),
        profile_setup: new StringAttribute({ mutable: true }),
        instagram: new StringAttribute({ mutable: true }),
      },
      passwordPolicy: {
        minLength: LIMITS.passwordMinLength,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Plus tier: adaptive authentication and compromised-credential checks.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      customThreatProtectionMode: CustomThreatProtectionMode.FULL_FUNCTION,
      email: sender
        ? UserPoolEmail.withSES({
            fromEmail: sender.address,
            fromName: sender.name,
            sesVerifiedDomain: sender.domain,
            sesRegion: Stack.of(this).region,
          })
        : undefined,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The password rule is the spec's (8+ characters with upper, lower and a digit; shared/messages.ts). Requiring a symbol would reject passwords the app accepts; Plus-tier compromised-credential checks cover weak choices.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is out of scope per the spec: it offers password, magic-link and SMS-code sign-in with no MFA step. The passwordless routes (a one-time link to the mailbox, a one-time code to the phone) are the possession factor; Plus-tier adaptive authentication challenges risky sign-ins.',
      },
    );

    // Operators: members of this group see the admin routes; Cognito puts it in the
    // tokens' cognito:groups. People are added by an operator (console or CLI), never by the app.
    new CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMINS_GROUP,
      description: 'Yaktiv operators: review host applications and reported games',
    });

    // Random letters and digits, generated by Secrets Manager at deploy time: never in the
    // template, never in an environment variable (functions get its ARN and read it at cold start).
    this.magicLinkKey = new Secret(this, 'MagicLinkKey', {
      description: 'Yaktiv: HMAC key that signs magic links (rotate manually: docs/decisions/005-cdk-from-manifest.md)',
      generateSecretString: { passwordLength: MAGIC_LINK_KEY_LENGTH, excludePunctuation: true },
      // Losing it only invalidates links younger than an hour; a new stack makes a new key.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.magicLinkKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand, not on a schedule: the functions cache the key per cold start and verify with one key, so an automatic rotation would silently invalidate outstanding 1-hour links and, until every reader restarts, split signers and verifiers across keys. The manual procedure (new value, then fresh instances of the readers) is in docs/decisions/005-cdk-from-manifest.md.',
    });

    const providers = this.addSocialProviders(config.social);
    this.socialProviders = providers.map(([name]) => name);
    if (providers.length > 0) {
      this.userPool.addDomain('Domain', {
        cognitoDomain: { domainPrefix: config.authDomainPrefix },
        managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
      });
      this.oauthHost = managedLoginHost(this, config.authDomainPrefix);
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH because compromised-credential checks only run there; CUSTOM_AUTH
      // for magic link and phone code; refresh tokens are always allowed. No SRP.
      authFlows: { userPassword: true, custom: true, userSrp: false },
      preventUserExistenceErrors: true,
      // Without a list every mutable attribute is writable with the user's own access token,
      // custom:role included; the role is set by the server only.
      writeAttributes: clientWriteAttributes(),
      // The SMS code's lifetime is this session's (Cognito's default of 3 minutes, stated).
      authSessionValidity: Duration.minutes(AUTH_SESSION_MINUTES),
      // Short-lived: sign-out can't revoke an access token, only let it expire (decision 017).
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(ID_TOKEN_MINUTES),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_DAYS),
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...providers.map(([name]) => UserPoolClientIdentityProvider[name.toUpperCase() as 'GOOGLE']),
      ],
      disableOAuth: providers.length === 0,
      oAuth:
        providers.length > 0
          ? {
              flows: { authorizationCodeGrant: true },
              // COGNITO_ADMIN: the API's JWT authorizer requires it on access tokens, and it lets a
              // social user complete their profile (update own attributes).
              scopes: [
                OAuthScope.OPENID,
                OAuthScope.EMAIL,
                OAuthScope.PROFILE,
                OAuthScope.PHONE,
                OAuthScope.COGNITO_ADMIN,
              ],
              callbackUrls: [`${appUrl}/auth/callback`],
              logoutUrls: [`${appUrl}/`],
            }
          : undefined,
    });
    for (const [, provider] of providers) this.client.node.addDependency(provider);

    if (providers.length > 0) {
      // Managed login shows an error page until a style exists; Cognito's defaults will do.
      new CfnManagedLoginBranding(this, 'Branding', {
        userPoolId: this.userPool.userPoolId,
        clientId: this.client.userPoolClientId,
        useCognitoProvidedValues: true,
      });
    }
  }

  addTrigger(trigger: CognitoTrigger, fn: IFunction) {
    this.userPool.addTrigger(OPERATIONS[trigger], fn);
  }

  private addSocialProviders(social: StackConfig['social']): [SocialProvider, IUserPoolIdentityProvider][] {
    const added: [SocialProvider, IUserPoolIdentityProvider][] = [];
    const userPool = this.userPool;
    if (social.google) {
      added.push([
        'Google',
        new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool,
          clientId: social.google.clientId,
          clientSecretValue: SecretValue.secretsManager(social.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: { email: ProviderAttribute.GOOGLE_EMAIL, fullname: ProviderAttribute.GOOGLE_NAME },
        }),
      ]);
    }
    if (social.facebook) {
      added.push([
        'Facebook',
        new UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool,
          clientId: social.facebook.clientId,
          // A dynamic reference that CloudFormation resolves at deploy time; the secret never
          // appears in the template. The construct only takes a string, hence unsafeUnwrap.
          clientSecret: SecretValue.secretsManager(social.facebook.clientSecretName).unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: { email: ProviderAttribute.FACEBOOK_EMAIL, fullname: ProviderAttribute.FACEBOOK_NAME },
        }),
      ]);
    }
    if (social.apple) {
      added.push([
        'Apple',
        new UserPoolIdentityProviderApple(this, 'Apple', {
          userPool,
          clientId: social.apple.clientId,
          teamId: social.apple.teamId,
          keyId: social.apple.keyId,
          privateKeyValue: SecretValue.secretsManager(social.apple.privateKeySecretName),
          scopes: ['name', 'email'],
          attributeMapping: { email: ProviderAttribute.APPLE_EMAIL, fullname: ProviderAttribute.APPLE_NAME },
        }),
      ]);
    }
    return added;
  }
}

/** CLIENT_WRITABLE_ATTRIBUTES as CDK spells them (Cognito's `name` is CDK's `fullname`). */
function clientWriteAttributes(): ClientAttributes {
  const custom = CLIENT_WRITABLE_ATTRIBUTES.filter((name) => name.startsWith('custom:')).map((name) =>
    name.slice('custom:'.length),
  );
  const standard = CLIENT_WRITABLE_ATTRIBUTES.filter((name) => !name.startsWith('custom:'));
  return new ClientAttributes()
    .withStandardAttributes({ email: standard.includes('email'), fullname: standard.includes('name') })
    .withCustomAttributes(...custom);
}
