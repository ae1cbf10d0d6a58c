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
import { richText, t } from '../texts';

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
  useDocumentTitle(t('auth.magic.title'));
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
      <h1 id="auth-title">{t('auth.magic.title')}</h1>
      <p className="lead">{t('auth.magic.lead')}</p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.magic.submit')}
        busyLabel={t('auth.signIn.sending')}
      >
        <EmailField {...bind('email')} />
      </AuthForm>
      <BackToSignIn />
    </section>
  );
}

function CheckYourEmail({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  useDocumentTitle(t('auth.magic.checkTitle'));
  const sending = useBusy();
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <StepHeading>{t('auth.magic.checkTitle')}</StepHeading>
      <p className="lead">
        {richText('auth.magic.sent', {
          email: <strong>{email}</strong>,
          expiry: t('auth.magic.expiry', { hours: LIMITS.magicLinkValidityHours }),
        })}
      </p>
      <p className="muted">{t('auth.magic.spam')}</p>
      <div className="actions">
        <BusyButton
          busy={sending.busy}
          busyLabel={t('auth.signIn.sending')}
          onClick={() => void sending.run(() => send(email))}
        >
          {t('auth.magic.another')}
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onChangeEmail}>
          {t('auth.differentEmail')}
        </button>
      </div>
      <BackToSignIn />
    </section>
  );
}
