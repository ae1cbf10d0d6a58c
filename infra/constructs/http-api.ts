import { Lazy, NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { OAuthScope } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { STAGE_THROTTLE, throttleFor } from '../api-throttles';
import type { FunctionSpec } from '../manifest';

// HTTP API access-log fields ($context variables of HTTP APIs, not REST APIs).
const ACCESS_LOG = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    sub: '$context.authorizer.claims.sub',
  }),
);

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // No CORS: browsers reach the API through CloudFront on the app's own origin.
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Yaktiv API', createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG },
    });
    // Per-route limits (infra/api-throttles.ts) for the routes this API has: a setting for a route
    // key that does not exist fails the deploy. Routes without their own limit get the stage's.
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Lazy.any({
      produce: () => {
        const settings = Object.fromEntries(
          [...this.routeKeys]
            .map((key) => [key, throttleFor(key)] as const)
            .filter(([, limit]) => limit !== STAGE_THROTTLE)
            .map(([key, limit]) => [
              key,
              // A raw CloudFormation map: its keys are written as the template spells them.
              { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
            ]),
        );
        return Object.keys(settings).length > 0 ? settings : undefined;
      },
    });
  }

  private readonly routeKeys = new Set<string>();

  get endpoint(): string {
    return this.httpApi.apiEndpoint;
  }

  /**
   * The routes, their Lambda integrations and invoke permissions live in a nested stack: three
   * resources per route would otherwise take the app stack past CloudFormation's 500-resource
   * limit (docs/decisions/027-api-routes-nested-stack.md). Created with the first route.
   */
  get routesStack(): NestedStack {
    if (!this.routes) {
      this.routes = new NestedStack(Stack.of(this), 'ApiRoutes', {
        description: 'Yaktiv HTTP API routes, integrations and invoke permissions',
      });
      // The stage names routes in its per-route limits, so they must exist before it is updated.
      this.stage.node.addDependency(this.routes);
    }
    return this.routes;
  }

  private routes?: NestedStack;

  /** Adds a manifest function's routes; `auth: true` routes get the JWT authorizer, the rest none. */
  addFunctionRoutes(spec: FunctionSpec, fn: IFunction, authorizer: IHttpRouteAuthorizer) {
    if (!spec.routes?.length) return;
    const scope = new Construct(this.routesStack, spec.name);
    const integration = new HttpLambdaIntegration(`${spec.name}-integration`, fn);
    for (const route of spec.routes) {
      this.routeKeys.add(`${route.method} ${route.path}`);
      const created = new HttpRoute(scope, `${route.method}${route.path}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer: route.auth ? authorizer : undefined,
        // Only access tokens carry this scope, so an ID token (same audience) is refused; the
        // local router checks the same thing.
        authorizationScopes: route.auth ? [OAuthScope.COGNITO_ADMIN.scopeName] : undefined,
      });
      if (!route.auth) {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by design: the manifest declares ${route.method} ${route.path} with auth: false (${spec.description}).`,
        });
      }
    }
  }
}
