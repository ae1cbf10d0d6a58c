import { AppSyncAuthorizationType, type ChannelNamespace, Code, EventApi } from 'aws-cdk-lib/aws-appsync';
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
  private readonly namespaces: ChannelNamespace[];

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
    this.namespaces = LIVE_NAMESPACES.map((namespace) =>
      this.api.addChannelNamespace(`Namespace-${namespace}`, {
        channelNamespaceName: namespace,
        code: Code.fromInline(SUBSCRIBE_HANDLERS[namespace]),
      }),
    );
  }

  /** Where the consumer publishes (AppSync Events' HTTP publish). */
  get publishUrl(): string {
    return `https://${this.api.httpDns}/event`;
  }

  /** EventPublish on each namespace by name: no wildcard over namespaces added later. */
  grantPublish(grantee: IGrantable) {
    for (const namespace of this.namespaces) namespace.grantPublish(grantee);
  }
}
