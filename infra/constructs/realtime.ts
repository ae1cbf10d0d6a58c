import { AppSyncAuthorizationType, Code, EventApi } from 'aws-cdk-lib/aws-appsync';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { LIVE_NAMESPACES } from '@shared/realtime/channels';
import { SUBSCRIBE_HANDLERS } from './live-subscribe-rules';

// The live-update API (decision 064): an AppSync Events API. Browsers connect and subscribe with
// their Cognito token; only IAM may publish, and only the live-update consumer is granted it. Each
// channel namespace checks who subscribes (live-subscribe-rules.ts).
export class Realtime extends Construct {
  readonly api: EventApi;

  constructor(scope: Construct, id: string, props: { stage: string; userPool: IUserPool }) {
    super(scope, id);
    const cognito = AppSyncAuthorizationType.USER_POOL;
    const iam = AppSyncAuthorizationType.IAM;
    this.api = new EventApi(this, 'Api', {
      apiName: `yaktiv-${props.stage}-live`,
      authorizationConfig: {
        authProviders: [
          { authorizationType: cognito, cognitoConfig: { userPool: props.userPool } },
          { authorizationType: iam },
        ],
        connectionAuthModeTypes: [cognito],
        defaultSubscribeAuthModeTypes: [cognito],
        defaultPublishAuthModeTypes: [iam],
      },
    });
    for (const namespace of LIVE_NAMESPACES) {
      this.api.addChannelNamespace(`Namespace-${namespace}`, {
        channelNamespaceName: namespace,
        code: Code.fromInline(SUBSCRIBE_HANDLERS[namespace]),
      });
    }
  }

  /** Where the consumer publishes (AppSync Events' HTTP publish). */
  get publishUrl(): string {
    return `https://${this.api.httpDns}/event`;
  }

  grantPublish(grantee: IGrantable) {
    this.api.grantPublish(grantee);
  }
}
