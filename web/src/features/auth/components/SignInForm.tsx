import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton, TextField, useBusy, useFields } from '@web/components/form';
import { AuthForm, useAuthForm } from './AuthForm';
import { EmailField } from './EmailField';
import { PhoneField } from './PhoneField';
import { toast } from '@web/components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, TOASTS } from '../auth-texts';
import { loadOrToast, loadSchemas, loadSignIn, loadSignUp } from '../lazy-modules';
import { SocialButtons } from './SocialButtons';
import { BRAND } from '@shared/constants';
import { richText, t } from '../texts';
import { useAuthHref, useCompleteSignIn, useHandedEmail, useNewAccountNext } from '../hooks/auth-form-hooks';

type Method = 'email' | 'phone';

/** Sign-in: e-mail or phone with a password, social buttons, links to the other ways in. */
export function SignInForm() {
  useDocumentTitle(t('auth.signIn.title'));
  const handedEmail = useHandedEmail();
  const href = useAuthHref();
  const [method, setMethod] = useState<Method>('email');
  const form = useAuthForm(loadSchemas, loadSignIn);
  const { values, bind } = useFields(() => ({ email: handedEmail, phone: '', password: '' }), form);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.signIn, loadSchemas, loadSignIn);
    if (!modules) return;
    const [{ schemas }, api] = modules;
    const { email, phone, password } = values;
    const checked =
      method === 'email'
        ? form.validate(schemas.signInEmail, { email, password })
        : form.validate(schemas.signInPhone, { phone, password });
    if (!checked) return;
    const username = 'email' in checked ? checked.email : checked.phone;
    try {
      await api.signInWithPassword(username, checked.password);
    } catch (error) {
      // A wrong password is an expected outcome, not an app error: warn, don't error.
      console.warn('Sign in failed', error);
      const message = api.signInErrorMessage(error);
      setUnconfirmed(message === api.EMAIL_NOT_CONFIRMED && method === 'email' ? username : null);
      toast({ title: FAILURES.signIn, description: message, variant: 'destructive' });
      return;
    }
    await completeSignIn();
  });

  const switchTo = (next: Method) => {
    setMethod(next);
    form.showErrors({});
  };

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.signIn.title')}</h1>
      <p className="lead">{t('auth.signIn.lead')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: role=group names them together without a fieldset's form semantics and default frame. */}
      <div className="segmented" role="group" aria-label={t('auth.signIn.with')}>
        {(['email', 'phone'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={method === option} onClick={() => switchTo(option)}>
            {option === 'email' ? t('auth.email') : t('auth.phone')}
          </button>
        ))}
      </div>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.signIn.title')}
        busyLabel={t('auth.signIn.busy')}
      >
        {method === 'email' ? (
          <EmailField {...bind('email')} />
        ) : (
          <PhoneField autoComplete="tel-national" hint={t('auth.signIn.phoneHint')} {...bind('phone')} />
        )}
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" {...bind('password')} />
        <p className="auth-inline-link">
          <Link to={href('/auth?mode=forgot')}>{t('auth.signIn.forgot')}</Link>
        </p>
      </AuthForm>
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      <SocialButtons />
      <ul className="auth-links">
        <li>
          <Link to={href('/auth/magic-link')}>{t('auth.signIn.magicLink')}</Link>
        </li>
        <li>
          <Link to={href('/auth/phone')}>{t('auth.signIn.sms')}</Link>
        </li>
        <li>
          {richText('auth.signIn.newHere', {
            brand: BRAND.name,
            create: <Link to={href('/auth/signup')}>{t('auth.signIn.create')}</Link>,
          })}
        </li>
      </ul>
    </section>
  );
}

/** An unconfirmed account can ask for its confirmation link again right where it was told. */
function ResendConfirmation({ email }: { email: string }) {
  const sending = useBusy();
  const next = useNewAccountNext();
  const resend = async () => {
    try {
      const { resendConfirmation } = await loadSignUp();
      await resendConfirmation(email, next);
      toast({ ...TOASTS.checkEmail, variant: 'success' });
    } catch (error) {
      toast({
        title: FAILURES.signUp,
        description: error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE,
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="notice" role="status">
      <p>{t('auth.signIn.unconfirmed')}</p>
      <BusyButton
        busy={sending.busy}
        busyLabel={t('auth.signIn.sending')}
        className="btn btn-secondary btn-small"
        onClick={() => void sending.run(resend)}
      >
        {t('auth.signIn.resend')}
      </BusyButton>
    </div>
  );
}
