import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Cdn } from '@infra/constructs/cdn';
import { WebDeployment } from '@infra/constructs/web-deployment';

/** The CDN and the site deployment alone, deploying `dist`: what the web tests assert on. */
export function siteStack(name: string, dist: string) {
  const app = new App();
  const stack = new Stack(app, name);
  const bucket = (id: string) => new Bucket(stack, id);
  const headers = new ResponseHeadersPolicy(stack, 'Headers', {
    securityHeadersBehavior: { contentTypeOptions: { override: true } },
  });
  const cdn = new Cdn(stack, 'Cdn', {
    web: bucket('Web'),
    media: bucket('Media'),
    logs: bucket('Logs'),
    apiEndpoint: 'https://abc.execute-api.ap-south-1.amazonaws.com',
    headers,
    webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/test/abc',
    originSecret: 'test-origin-secret',
  });
  new WebDeployment(stack, 'Site', {
    bucket: bucket('Target'),
    distribution: cdn.distribution,
    distDir: dist,
    publicConfig: {
      stage: 'dev',
      region: 'ap-south-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      userPoolEndpoint: null,
      oauthDomain: null,
      socialProviders: [],
      razorpayKeyId: null,
      realtimeUrl: null,
      pushPublicKey: null,
    },
  });
  return { app, template: Template.fromStack(stack) };
}
