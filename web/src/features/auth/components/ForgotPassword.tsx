import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BusyButton, useBusy, useFields } from '@web/components/form';
import { AuthForm, bindKept, useAuthForm } from './AuthForm';
import { BackToSignIn } from './BackToSignIn';
import { CodeField } from './CodeField';
import { EmailField } from './EmailField';
import { NewPasswordFields } from './NewPasswordFields';
import { toast } from '@web/components/toast/toast-store';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, TOASTS } from '../auth-texts';
import { loadOrToast, loadResetPassword, loadSchemas } from '../lazy-modules';
import { sanitizeCode } from '../phone';
import { richText, t } from '../texts';
import { useAuthHref, useHandedEmail } from '../hooks/auth-form-hooks';

/** Asks the pool to mail a reset code; the answer is the same for unknown addresses. */
async function requestCode(email: string): Promise<boolean> {
  const modules = await loadOrToast(FAILURES.reset, loadResetPassword);
  if (!modules) return false;
  const [api] = modules;
  try {
    await api.requestPasswordReset(email);
    toast({ ...TOASTS.resetCodeSent, variant: 'success' });
    return true;
  } catch (error) {
    console.warn('Password reset request failed', error);
    toast({ title: FAILURES.reset, description: api.resetErrorOf(error).message, variant: 'destructive' });
    return false;
  }
}

/** Forgotten password (users expect it; the spec is silent): e-mail, then the mailed code and a new password. */
export function ForgotPassword() {
  useDocumentTitle(t('auth.reset.title'));
  const handedEmail = useHandedEmail();
  const [email, setEmail] = useState(handedEmail);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.reset.title')}</h1>
      {codeSentTo ? (
        <ResetStep email={codeSentTo} onChangeEmail={() => setCodeSentTo(null)} />
      ) : (
        <RequestStep email={email} onEmailChange={setEmail} onSent={setCodeSentTo} />
      )}
      <BackToSignIn />
    </section>
  );
}

function RequestStep({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
}) {
  const form = useAuthForm(loadSchemas, loadResetPassword);

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.reset, loadSchemas);
    if (!modules) return;
    const checked = form.validate(modules[0].schemas.forgotRequest, { email });
    if (checked && (await requestCode(checked.email))) onSent(checked.email);
  });

  return (
    <>
      <p className="lead">{t('auth.reset.lead')}</p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.reset.submit')}
        busyLabel={t('auth.signIn.sending')}
      >
        <EmailField {...bindKept(form, 'email', email, onEmailChange)} />
      </AuthForm>
    </>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const href = useAuthHref();
  const form = useAuthForm(loadSchemas, loadResetPassword);
  const { values, bind } = useFields({ code: '', password: '', confirmPassword: '' }, form);
  const resending = useBusy();

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.reset, loadSchemas, loadResetPassword);
    if (!modules) return;
    const [{ schemas, confirmationError }, api] = modules;
    const checked = form.validate(
      schemas.forgotReset,
      { code: values.code, password: values.password },
      { extra: { confirmPassword: confirmationError(values.password, values.confirmPassword) } },
    );
    if (!checked) return;
    try {
      await api.setNewPassword(email, checked.code, checked.password);
    } catch (error) {
      console.warn('Password reset failed', error);
      const { field, message } = api.resetErrorOf(error);
      if (field) form.showErrors({ [field]: message });
      toast({ title: FAILURES.reset, description: message, variant: 'destructive' });
      return;
    }
    toast({ ...TOASTS.passwordReset, variant: 'success' });
    navigate(href('/auth?mode=signin'), { replace: true, state: { email } });
  });

  return (
    <>
      <p className="lead">{richText('auth.reset.codeLead', { email: <strong>{email}</strong> })}</p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.reset.setNew')}
        busyLabel={t('auth.reset.saving')}
      >
        <CodeField label={t('auth.reset.code')} {...bind('code', sanitizeCode)} />
        <NewPasswordFields
          label={t('auth.reset.newPassword')}
          confirmLabel={t('auth.reset.confirmNew')}
          password={bind('password')}
          confirmation={bind('confirmPassword')}
        />
      </AuthForm>
      <div className="actions">
        <BusyButton
          busy={resending.busy}
          busyLabel={t('auth.signIn.sending')}
          className="btn btn-secondary"
          onClick={() => void resending.run(() => requestCode(email))}
        >
          {t('auth.resendCode')}
        </BusyButton>
        <button type="button" className="btn btn-secondary" onClick={onChangeEmail}>
          {t('auth.differentEmail')}
        </button>
      </div>
    </>
  );
}
