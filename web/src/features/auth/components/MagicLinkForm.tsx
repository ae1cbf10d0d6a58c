import { useState } from 'react';
import { LIMITS } from '@shared/constants';
import { BusyButton, useBusy, useFields } from '@web/components/form';
import { AuthForm, useAuthForm } from './AuthForm';
import { BackToSignIn } from './BackToSignIn';
import { StepHeading } from './StepHeading';
import { EmailField } from './EmailField';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, FALLBACKS, TOASTS } from '../auth-texts';
import { loadOrToast, loadPublicAuth, loadSchemas } from '../lazy-modules';

const hours = LIMITS.magicLinkValidityHours;
const EXPIRY = `The link expires in ${hours} hour${hours === 1 ? '' : 's'}.`;

/** Sends the link; the server's field error goes under the field, anything else in the spec's toast. */
async function send(email: string): Promise<{ field?: string; message?: string } | null> {
  try {
    const { sendMagicLink } = await loadPublicAuth();
    await sendMagicLink(email);
    toast({ ...TOASTS.magicLinkSent, variant: 'success' });
    return null;
  } catch (error) {
    // Anything but an API answer is a download that failed: the network.
    const message = error instanceof ApiRequestError ? error.message : NETWORK_ERROR_MESSAGE;
    if (error instanceof ApiRequestError && error.status === 400 && error.field === 'email')
      return { field: 'email', message };
    toast({ title: FAILURES.magicLink, description: message || FALLBACKS.tryAgain, variant: 'destructive' });
    return { message };
  }
}

/** Magic link: e-mail and Send Magic Link, then 'Check Your Email'. */
export function MagicLinkForm() {
  useDocumentTitle('Magic Link');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(loadSchemas, loadPublicAuth);
  const { values, bind } = useFields({ email: '' }, form);

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.magicLink, loadSchemas);
    if (!modules) return;
    const checked = form.validate(modules[0].schemas.magicLink, values);
    if (!checked) return;
    const failure = await send(checked.email);
    if (failure?.field) form.showErrors({ [failure.field]: failure.message ?? '' });
    else if (!failure) setSentTo(checked.email);
  });

  if (sentTo) return <CheckYourEmail email={sentTo} onChangeEmail={() => setSentTo(null)} />;

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Magic Link</h1>
      <p className="lead">Sign in without a password: we'll email you a link that signs you in.</p>
      <AuthForm form={form} onSubmit={handleSubmit} submitLabel="Send Magic Link" busyLabel="Sending...">
        <EmailField {...bind('email')} />
      </AuthForm>
      <BackToSignIn />
    </section>
  );
}

function CheckYourEmail({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  useDocumentTitle('Check Your Email');
  const sending = useBusy();
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <StepHeading>Check Your Email</StepHeading>
      <p className="lead">
        We sent a magic link to <strong>{email}</strong>. Open it on any device to sign in. {EXPIRY}
      </p>
      <p className="muted">Not in your inbox? Check your spam folder, or send another link.</p>
      <div className="actions">
        <BusyButton busy={sending.busy} busyLabel="Sending..." onClick={() => void sending.run(() => send(email))}>
          Send Another Link
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onChangeEmail}>
          Use a different email
        </button>
      </div>
      <BackToSignIn />
    </section>
  );
}
