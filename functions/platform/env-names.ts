// Environment variable names a function reads. The manifest (infra/) declares which function
// gets which; runtime code imports the names from here so functions/ never reaches up into infra/.
/** Environment variable names a function can ask for; values come from the runtime. */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  eventBusName: 'EVENT_BUS_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  mediaBucket: 'MEDIA_BUCKET',
  /** The built SPA's bucket: the share-page function reads its HTML shells from it (decision 026). */
  webBucket: 'WEB_BUCKET',
  /** Where browsers POST presigned uploads: the uploads bucket's endpoint (locally a same-origin path). */
  uploadsUrl: 'UPLOADS_URL',
  appUrl: 'APP_URL',
  emailFrom: 'EMAIL_FROM',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Secrets Manager id of the key that signs magic links. */
  authSecretArn: 'AUTH_SECRET_ARN',
  /** Razorpay's public key id (empty when payments aren't configured: paying answers 503). */
  razorpayKeyId: 'RAZORPAY_KEY_ID',
  /** Secrets Manager name of the Razorpay key secret (API calls, checkout signatures). */
  razorpayKeySecretId: 'RAZORPAY_KEY_SECRET_ID',
  /** Secrets Manager name of the Razorpay webhook secret. */
  razorpayWebhookSecretId: 'RAZORPAY_WEBHOOK_SECRET_ID',
  /** Country codes phone sign-in texts, comma-separated without '+' (default 91: India only). */
  smsCountryCodes: 'SMS_COUNTRY_CODES',
  /** India's DLT registration of sign-in texts: the principal entity id (empty: not registered). */
  smsDltEntityId: 'SMS_DLT_ENTITY_ID',
  /** The DLT content template id the sign-in code text was registered as. */
  smsDltTemplateId: 'SMS_DLT_TEMPLATE_ID',
  /** The DLT template id of the Hindi code text; empty: not registered, so Hindi readers get the English text. */
  smsDltTemplateIdHi: 'SMS_DLT_TEMPLATE_ID_HI',
  /** The DLT-registered sender ID (header) the codes come from; empty for the account's default. */
  smsSenderId: 'SMS_SENDER_ID',
  /** The EventBridge Scheduler group one-time schedules live in. */
  scheduleGroupName: 'SCHEDULE_GROUP_NAME',
  /** The role EventBridge Scheduler assumes to invoke a schedule's target. */
  schedulerRoleArn: 'SCHEDULER_ROLE_ARN',
  /** JSON object: manifest function name → Lambda ARN, for the targets a function may schedule. */
  scheduleTargetArns: 'SCHEDULE_TARGET_ARNS',
  /** JSON object: manifest function name → URL of the queue it reads its events from (consumers that fan out). */
  workQueueUrls: 'WORK_QUEUE_URLS',
  /** The live-update API's publish endpoint (https://<its HTTP domain>/event; locally the stand-in's). */
  realtimePublishUrl: 'REALTIME_PUBLISH_URL',
  /** Open-Meteo's forecast API base (https://api.open-meteo.com; locally the stand-in's). */
  forecastApiUrl: 'FORECAST_API_URL',
  /** Secrets Manager id of the app's VAPID key pair for Web Push (JSON: publicKey, privateKey). */
  vapidSecretId: 'VAPID_SECRET_ID',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];

/** Set on every function by the stack (not listed per manifest entry); Powertools reads them itself. */
export const OBSERVABILITY_ENV = {
  /** The `service` of log lines and the dimension of business metrics. */
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  /** Where business metrics land in CloudWatch: Yaktiv/<stage>. */
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
} as const;

/** Set by the stack on every function that serves API routes (not listed per manifest entry). */
export const ROUTE_ENV = {
  /** What CloudFront's origin header carries; unset (locally) turns the check off (http/origin-check.ts). */
  originSecret: 'ORIGIN_SECRET',
} as const;

/** Set by the local stack only (the CDK stack never sets them, so deployed functions ignore them). */
export const LOCAL_ENV = {
  /** '1': list answers carry `x-items-read`, the items DynamoDB read for them (the bench prints it). */
  reportItemsRead: 'YAKTIV_REPORT_ITEMS_READ',
  /** The built SPA on disk (web/dist): the share-page function reads its shells there instead of S3. */
  webRoot: 'YAKTIV_WEB_ROOT',
  /** The push stand-in's address: subscriptions pointing there are taken although they are not https. */
  pushStandIn: 'YAKTIV_PUSH_STAND_IN',
} as const;
