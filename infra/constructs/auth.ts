import { RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  CustomThreatProtectionMode,
  FeaturePlan,
  ManagedLoginVersion,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderApple,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { LIMITS } from '../../shared/constants';
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
export const managedLoginHost = (scope: Construct, prefix: string) => `${prefix}.auth.${Stack.of(scope).region}.amazoncognito.com`;

export interface AuthProps {
  config: Pick<StackConfig, 'authDomainPrefix' | 'social'>;
  /** https://<app domain>, for the OAuth callback. */
  appUrl: string;
  /** Cognito sends its own mails (codes, resets) through SES when a sender is configured. */
  sender?: EmailSender;
}

// Cognito as design §5 describes it: e-mail sign-in, password + custom auth (magic link,
// phone code), social providers through managed login only when configured.
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly socialProviders: SocialProvider[];
  /** Managed-login host, or undefined when no social provider is configured. */
  readonly oauthHost?: string;

  constructor(scope: Construct, id: string, { config, appUrl, sender }: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
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
      // Plus tier: adaptive authentication and compromised-credential checks (design §5).
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      customThreatProtectionMode: CustomThreatProtectionMode.FULL_FUNCTION,
      email: sender
        ? UserPoolEmail.withSES({ fromEmail: sender.address, fromName: sender.name, sesVerifiedDomain: sender.domain, sesRegion: Stack.of(this).region })
        : undefined,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'The password rule is the spec\'s (8+ characters with upper, lower and a digit; shared/messages.ts). Requiring a symbol would reject passwords the app accepts; Plus-tier compromised-credential checks cover weak choices.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The spec offers password, magic-link and phone-code sign-in with no MFA step; mandatory MFA would contradict it. Adaptive authentication (Plus tier) challenges risky sign-ins.',
      },
    );

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
      // for magic link and phone code; refresh tokens are always allowed.
      authFlows: { userPassword: true, custom: true, userSrp: false },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO, ...providers.map(([name]) => UserPoolClientIdentityProvider[name.toUpperCase() as 'GOOGLE'])],
      disableOAuth: providers.length === 0,
      oAuth:
        providers.length > 0
          ? {
              flows: { authorizationCodeGrant: true },
              // COGNITO_ADMIN lets a social user complete their profile (update own attributes).
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.PHONE, OAuthScope.COGNITO_ADMIN],
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
