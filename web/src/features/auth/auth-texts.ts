// What the auth screens say (toasts and screen texts), written once so screens, tests
// and the error mapping agree.
export const TOASTS = {
  welcomeBack: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  welcome: { title: 'Welcome!', description: 'Your account is ready — you’re signed in.' },
  checkEmail: {
    title: 'Check your email',
    description: 'We sent you a confirmation link. If it isn’t in your inbox, check your spam folder or resend it.',
  },
  emailConfirmed: { title: 'Email confirmed', description: 'Sign in to continue.' },
  magicLinkSent: { title: 'Magic link sent!', description: 'Check your email for a link to sign in.' },
  codeSent: { title: 'Code sent!', description: 'Enter the 6-digit code we texted you.' },
  codeResent: { title: 'Code resent!', description: 'Enter the new 6-digit code we texted you.' },
  resetCodeSent: {
    title: 'Check your email',
    description: 'If an account exists for that address, we sent it a code to reset the password.',
  },
  passwordReset: { title: 'Password reset', description: 'Sign in with your new password.' },
  profileComplete: { title: 'Profile Setup Complete!', description: 'You’re all set. Find your next game.' },
} as const;

export const FAILURES = {
  signIn: 'Sign In Failed',
  signUp: 'Sign Up Failed',
  magicLink: 'Failed to send magic link',
  sendCode: 'Failed to send code',
  resendCode: 'Failed to resend code',
  verification: 'Verification Failed',
  social: 'Authentication Error',
  setup: 'Setup Failed',
  noSession: 'No session found',
  reset: 'Password Reset Failed',
} as const;

export const FALLBACKS = {
  signIn: 'Failed to sign in',
  signUp: 'Failed to create account',
  unexpected: 'Something went wrong. Please try again.',
  tryAgain: 'Please try again',
  invalidCode: 'Invalid verification code',
  codeExpired: 'Code has expired. Please request a new one.',
  social: 'Failed to sign in social provider',
  setup: 'Failed to complete profile setup',
} as const;

export const ROLE_LABELS = {
  player: 'Join events hosted by others',
  host: 'Host and organize events',
} as const;
