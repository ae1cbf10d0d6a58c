import { describe, it, expect } from 'vitest';
import { envNameFor, readConfig, type ConfigKey } from '@infra/config';
import { parseSender } from '@infra/constructs/email-sender';
import { FULL_CONTEXT } from './stack-fixture';

const from = (values: Partial<Record<ConfigKey, string>>) => readConfig((key) => values[key]);

describe('deployment parameters', () => {
  it('defaults to a dev stage with nothing optional configured', () => {
    expect(from({})).toEqual({
      stage: 'dev',
      authDomainPrefix: 'yaktiv-dev',
      smsCountryCodes: ['91'],
      social: {},
      domain: undefined,
      sesSender: undefined,
      razorpay: undefined,
    });
  });

  // Against SMS pumping, phone sign-in texts India only unless the operator adds countries.
  it('reads the countries phone sign-in may text, and refuses a list that is not country codes', () => {
    expect(from({ smsCountryCodes: '91, +65' }).smsCountryCodes).toEqual(['91', '65']);
    expect(envNameFor('smsCountryCodes')).toBe('YAKTIV_SMS_COUNTRY_CODES');
    expect(() => from({ smsCountryCodes: 'India' })).toThrow(/smsCountryCodes: country codes separated by commas/);
  });

  // Indian operators drop texts to +91 numbers that don't name a DLT-registered entity and template.
  it('reads the SMS DLT registration: both ids or neither, and a 6-letter sender ID', () => {
    expect(from({}).smsDlt).toBeUndefined();
    expect(
      from({ smsDltEntityId: '1101234567890123456', smsDltTemplateId: '1107234567890123456', smsSenderId: 'yaktiv' })
        .smsDlt,
    ).toEqual({ entityId: '1101234567890123456', templateId: '1107234567890123456', senderId: 'YAKTIV' });
    expect(() => from({ smsDltEntityId: '1101234567890123456' })).toThrow(
      /SMS DLT registration is half configured: missing smsDltTemplateId \(or YAKTIV_SMS_DLT_TEMPLATE_ID\)/,
    );
    expect(() => from({ smsDltEntityId: 'abc', smsDltTemplateId: '1107234567890123456' })).toThrow(/smsDltEntityId/);
    expect(() =>
      from({ smsDltEntityId: '1101234567890123456', smsDltTemplateId: '1107234567890123456', smsSenderId: 'YAK' }),
    ).toThrow(/smsSenderId/);
    // The Hindi text's template, once registered; without it Hindi readers get the English text.
    const ids = { smsDltEntityId: '1101234567890123456', smsDltTemplateId: '1107234567890123456' };
    expect(from({ ...ids, smsDltTemplateIdHi: '1107234567890123457' }).smsDlt).toEqual({
      entityId: '1101234567890123456',
      templateId: '1107234567890123456',
      templateIdHi: '1107234567890123457',
    });
    expect(() => from({ ...ids, smsDltTemplateIdHi: 'hindi' })).toThrow(/smsDltTemplateIdHi/);
  });

  it('reads every parameter', () => {
    const config = from(FULL_CONTEXT);
    expect(config.domain).toEqual({ name: 'yaktiv.example.com', certificateArn: FULL_CONTEXT.certificateArn });
    expect(config.razorpay).toEqual({
      keyId: 'rzp_live_abc',
      secretName: 'yaktiv/razorpay',
      webhookSecretName: 'yaktiv/razorpay-webhook',
    });
    expect(config.social.apple).toEqual({
      clientId: 'com.example.yaktiv',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKeySecretName: 'yaktiv/apple',
    });
    expect(config.social.google?.clientSecretName).toBe('yaktiv/google');
  });

  it('refuses half a provider, naming what is missing', () => {
    expect(() => from({ googleClientId: 'x' })).toThrow(
      /Google is half configured: missing googleClientSecretName \(or YAKTIV_GOOGLE_CLIENT_SECRET_NAME\)/,
    );
    expect(() => from({ domainName: 'yaktiv.example.com' })).toThrow(/custom domain/);
  });

  it('refuses a certificate CloudFront cannot use', () => {
    expect(() =>
      from({ domainName: 'a.example.com', certificateArn: 'arn:aws:acm:ap-south-1:123456789012:certificate/x' }),
    ).toThrow(/us-east-1/);
  });

  it('refuses a stage that cannot name resources', () => {
    expect(() => from({ stage: 'Prod_1' })).toThrow(/stage/);
  });

  it('names the env var of each key', () => {
    expect(envNameFor('sesSender')).toBe('YAKTIV_SES_SENDER');
    expect(envNameFor('applePrivateKeySecretName')).toBe('YAKTIV_APPLE_PRIVATE_KEY_SECRET_NAME');
  });

  it('parses a sender with or without a display name', () => {
    expect(parseSender('Yaktiv <no-reply@yaktiv.in>')).toEqual({
      from: 'Yaktiv <no-reply@yaktiv.in>',
      name: 'Yaktiv',
      address: 'no-reply@yaktiv.in',
      domain: 'yaktiv.in',
    });
    expect(parseSender('no-reply@yaktiv.in')).toMatchObject({ name: undefined, address: 'no-reply@yaktiv.in' });
    expect(() => parseSender('not an address')).toThrow(/sesSender/);
  });
});
