// Names of the local stand-ins. Tests and the seed read them from here.
export const LOCAL = {
  stage: 'local',
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_YaktivLocal',
  userPoolClientId: 'yaktivlocalwebclient000001',
  tableName: 'yaktiv-local',
  eventBusName: 'yaktiv-local',
  buckets: { uploads: 'yaktiv-local-uploads', media: 'yaktiv-local-media' },
  emailFrom: 'Yaktiv <no-reply@yaktiv.local>',
  /** The local Secrets Manager id of the magic-link signing key. */
  authSecretId: 'yaktiv-local/auth-signing-key',
  /** Path prefixes on the one local port. */
  paths: {
    cognito: '/local-cognito',
    aws: '/local-aws',
    outbox: '/dev/outbox',
    media: '/media',
    /** Browsers POST presigned uploads here; the local server passes them to s3rver. */
    s3: '/local-s3',
  },
} as const;

export const issuerFor = (origin: string) => `${origin}${LOCAL.paths.cognito}/${LOCAL.userPoolId}`;
