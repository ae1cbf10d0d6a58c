import { NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
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
import type { FunctionSpec } from '../manifest';

// Steady-state and burst limits for the whole API. Sized for a launch Saturday morning: about
// 2,000 join requests a second on top of the reads that go with them, with room to spare. A
// runaway client is stopped earlier, per caller, by the WAF in front of CloudFront; the account's
// own API Gateway quota (10,000 requests a second per region by default) stays above this.
export const API_THROTTLE = { rateLimit: 5000, burstLimit: 5000 };

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
      throttle: API_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG },
    });
  }

  get endpoint(): string {
    return this.httpApi.apiEndpoint;
  }

  /**
   * The routes, their Lambda integrations and invoke permissions live in a nested stack: three
   * resources per route would otherwise take the app stack past CloudFormation's 500-resource
   * limit (docs/decisions/027-api-routes-nested-stack.md). Created with the first route.
   */
  get routesStack(): NestedStack {
    this.routes ??= new NestedStack(Stack.of(this), 'ApiRoutes', {
      description: 'Yaktiv HTTP API routes, integrations and invoke permissions',
    });
    return this.routes;
  }

  private routes?: NestedStack;

  /** Adds a manifest function's routes; `auth: true` routes get the JWT authorizer, the rest none. */
  addFunctionRoutes(spec: FunctionSpec, fn: IFunction, authorizer: IHttpRouteAuthorizer) {
    if (!spec.routes?.length) return;
    const scope = new Construct(this.routesStack, spec.name);
    const integration = new HttpLambdaIntegration(`${spec.name}-integration`, fn);
    for (const route of spec.routes) {
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
