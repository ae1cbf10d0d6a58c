import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXISTS,
  CONFIRM_LINK_FAILED,
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS,
  LINK_FAILED,
  confirmErrorMessage,
  linkErrorMessage,
  resetErrorOf,
  sendCodeErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  verificationErrorMessage,
} from '@web/features/auth/auth-errors';

// Amplify throws Cognito's errors with the exception type as `name`.
const cognito = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('sign-in errors', () => {
  it('maps Cognito and the spec wording to the spec messages', () => {
    expect(EMAIL_NOT_CONFIRMED).toBe('Please confirm your email before signing in. Check your inbox.');
    expect(INVALID_CREDENTIALS).toBe('Invalid email or password.');
    expect(signInErrorMessage(cognito('UserNotConfirmedException', 'User is not confirmed.'))).toBe(
      EMAIL_NOT_CONFIRMED,
    );
    expect(signInErrorMessage(new Error('Email not confirmed'))).toBe(EMAIL_NOT_CONFIRMED);
    expect(signInErrorMessage(cognito('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      INVALID_CREDENTIALS,
    );
    expect(signInErrorMessage(cognito('UserNotFoundException', 'User does not exist.'))).toBe(INVALID_CREDENTIALS);
    expect(signInErrorMessage(new Error('Invalid login credentials'))).toBe(INVALID_CREDENTIALS);
    expect(signInErrorMessage(new Error('invalid password'))).toBe(INVALID_CREDENTIALS);
  });

  it('keeps a lockout message, otherwise the service message or a fallback', () => {
    expect(signInErrorMessage(cognito('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'Password attempts exceeded',
    );
    expect(
      signInErrorMessage(cognito('LimitExceededException', 'Attempt limit exceeded, please try after some time.')),
    ).toBe('Attempt limit exceeded, please try after some time.');
    expect(signInErrorMessage(cognito('X', ''))).toBe('Failed to sign in');
    expect(signInErrorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});

describe('sign-up errors', () => {
  it('explains an existing account, the password policy and a trigger refusal', () => {
    expect(
      signUpErrorMessage(cognito('UsernameExistsException', 'An account with the given email already exists.')),
    ).toBe(ACCOUNT_EXISTS);
    expect(
      signUpErrorMessage(
        cognito(
          'InvalidPasswordException',
          'Password did not conform with policy: Password must have uppercase characters',
        ),
      ),
    ).toBe('Password must have uppercase characters');
    expect(
      signUpErrorMessage(
        cognito('UserLambdaValidationException', 'PreSignUp failed with error Role must be player or host.'),
      ),
    ).toBe('Role must be player or host.');
    expect(signUpErrorMessage(cognito('X', ''))).toBe('Failed to create account');
    expect(signUpErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('phone code errors', () => {
  it('says the code expired when the challenge session has', () => {
    expect(
      verificationErrorMessage(cognito('NotAuthorizedException', 'Invalid session for the user, session is expired.')),
    ).toBe('Code has expired. Please request a new one.');
    expect(verificationErrorMessage(cognito('ExpiredCodeException', 'x'))).toBe(
      'Code has expired. Please request a new one.',
    );
  });
  it('otherwise says the code is invalid', () => {
    expect(verificationErrorMessage(cognito('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Invalid verification code',
    );
    expect(verificationErrorMessage(new Error('anything'))).toBe('Invalid verification code');
  });
  it('gives the reason a code could not be sent (the 60 s wait)', () => {
    expect(
      sendCodeErrorMessage(
        cognito(
          'UserLambdaValidationException',
          'CreateAuthChallenge failed with error Please wait 60 seconds before asking for another code.',
        ),
      ),
    ).toBe('Please wait 60 seconds before asking for another code.');
    expect(sendCodeErrorMessage(cognito('X', 'Network error'))).toBe('Network error');
    expect(sendCodeErrorMessage(null)).toBe('Please try again');
  });
});

describe('callback errors', () => {
  it('says a link is used, superseded or expired without more detail', () => {
    expect(linkErrorMessage(cognito('NotAuthorizedException', 'Incorrect username or password.'))).toBe(LINK_FAILED);
    expect(linkErrorMessage(cognito('UserNotFoundException', 'x'))).toBe(LINK_FAILED);
  });
  it('treats an already confirmed account as confirmed', () => {
    expect(
      confirmErrorMessage(cognito('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED')),
    ).toBeNull();
    expect(
      confirmErrorMessage(cognito('CodeMismatchException', 'Invalid verification code provided, please try again.')),
    ).toBe(CONFIRM_LINK_FAILED);
    expect(confirmErrorMessage(cognito('ExpiredCodeException', 'x'))).toBe(CONFIRM_LINK_FAILED);
  });
});

describe('password reset errors', () => {
  it('puts each error under its field', () => {
    expect(resetErrorOf(cognito('CodeMismatchException', 'x'))).toEqual({
      field: 'code',
      message: 'Invalid verification code',
    });
    expect(resetErrorOf(cognito('ExpiredCodeException', 'x'))).toEqual({
      field: 'code',
      message: 'Code has expired. Please request a new one.',
    });
    expect(
      resetErrorOf(
        cognito('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
      ),
    ).toEqual({
      field: 'password',
      message: 'Password not long enough',
    });
    expect(resetErrorOf(cognito('LimitExceededException', 'Attempt limit exceeded'))).toEqual({
      field: null,
      message: 'Attempt limit exceeded',
    });
  });
});
