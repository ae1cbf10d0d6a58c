// An error the local user pool answers with: Cognito's `__type`, message and status, so the
// browser's error mapping runs as it does against AWS. Its own module so the pool and its
// operations can both use it without importing each other.
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
