// The words of /become-host.
export const BECOME_HOST_TEXT = {
  title: 'Become a Host',
  lead: 'Host games and run a community of players in your city. Free to apply • Get approved in 24 hours',
  signInPrompt: 'Sign in to apply as a host.',
  alreadyHost: 'You are already a host.',
  pendingTitle: 'Application received',
  pendingLead: 'We review applications within 24 hours. You will get an e-mail and a notification when it is decided.',
  approvedTitle: 'You are a host now',
  approvedLead: 'Your application was approved. Create your first game or open your dashboard.',
  rejectedTitle: 'Application not approved',
  applyAgain: 'Apply again',
  submit: 'Send application',
  submitting: 'Sending...',
  loadError: 'Error loading your application',
  validationTitle: 'Validation Error',
  sentTitle: 'Application sent',
} as const;
