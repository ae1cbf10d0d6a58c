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
  /** The local Secrets Manager id of the VAPID key pair (made once, kept with the pool's state). */
  vapidSecretId: 'yaktiv-local/vapid-keys',
  /** The local Secrets Manager id of the magic-link signing key. */
  authSecretId: 'yaktiv-local/auth-signing-key',
  /** One-time schedules: the stand-in's group and the role schedules name. */
  scheduleGroupName: 'yaktiv-local',
  schedulerRoleArn: 'arn:aws:iam::000000000000:role/yaktiv-local-scheduler',
  /** Razorpay without keys: the stand-in's test key id and the local ids of its two secrets. */
  razorpay: {
    keyId: 'rzp_test_YaktivLocal',
    keySecretId: 'yaktiv-local/razorpay-key-secret',
    webhookSecretId: 'yaktiv-local/razorpay-webhook-secret',
  },
  /** Path prefixes on the one local port. */
  paths: {
    cognito: '/local-cognito',
    aws: '/local-aws',
    outbox: '/dev/outbox',
    media: '/media',
    /** Browsers POST presigned uploads here; the local server passes them to s3rver. */
    s3: '/local-s3',
    /** The Razorpay stand-in: its API (…/api/v1) and checkout page (…/checkout). */
    razorpay: '/local-razorpay',
    /** The live-update stand-in: …/event takes publishes, …/event/realtime is its WebSocket. */
    realtime: '/local-realtime',
    /** POST …/stop drops every live connection and refuses new ones; POST …/start takes them again. */
    realtimeControl: '/dev/realtime',
    /** The forecast stand-in: Open-Meteo's API (…/v1/forecast) for the handlers. */
    forecast: '/local-forecast',
    /** POST sets the stand-in's weather for a point (and hour), DELETE forgets every setting. */
    forecastControl: '/dev/forecast',
    /**
     * GET lists the one-time schedules; POST /dev/schedules/<name> runs a scheduled function or fires
     * a one-time schedule now; POST /dev/schedules?until=<ISO>[&prefix=] fires what is due by then.
     */
    schedules: '/dev/schedules',
    /** The push service stand-in: subscriptions' endpoints are …/<token>. */
    push: '/local-push',
    /** GET [?token=] lists the pushes received; POST …/gone?token= makes a subscription answer 410. */
    pushDev: '/dev/push',
    /** POST [?consumer=]: sends the dead letters (all, or one function's) again. */
    redrive: '/dev/dead-letters/redrive',
  },
} as const;

export const issuerFor = (origin: string) => `${origin}${LOCAL.paths.cognito}/${LOCAL.userPoolId}`;
