import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { maskPhone } from '@shared/phone';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FAILURES, FALLBACKS, TOASTS } from '../auth-texts';
import { useCountdown } from '../hooks/use-countdown';
import { loadOrToast, loadPublicAuth, loadSchemas, loadSignIn } from '../lazy-modules';
import { sanitizeCode } from '../phone';
import { richText, t } from '../texts';
import { useAuthHref, useCompleteSignIn } from '../hooks/auth-form-hooks';
import { AuthForm, bindKept, useAuthForm } from './AuthForm';
import { PhoneField } from './PhoneField';
import { CodeField } from './CodeField';

interface CodeStepState {
  username: string;
  destination: string;
  attemptsLeft: number | null;
  resendAt: number;
}

const resendTime = () => Date.now() + LIMITS.phoneResendSeconds * 1000;

/**
 * Phone sign-in: the phone step, then the 6-digit code step with a 60 s resend
 * countdown; Change phone number goes back and clears the code. Cognito custom auth underneath:
 * three wrong codes end the attempt, and the code lives as long as the challenge session.
 */
export function PhoneSignIn() {
  useDocumentTitle(t('auth.phoneSignIn.title'));
  const href = useAuthHref();
  const [phone, setPhone] = useState('');
  const [challenge, setChallenge] = useState<CodeStepState | null>(null);
  // Back from the code step, focus goes to the number to change; on arrival it stays put.
  const [returned, setReturned] = useState(false);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.phoneSignIn.title')}</h1>
      {challenge ? (
        <CodeStep
          challenge={challenge}
          onChallenge={setChallenge}
          onChangePhone={() => {
            setChallenge(null);
            setReturned(true);
          }}
        />
      ) : (
        <PhoneStep phone={phone} onPhoneChange={setPhone} onCodeSent={setChallenge} focusOnMount={returned} />
      )}
      <ul className="auth-links">
        <li>
          <Link to={href('/auth/signin')}>{t('auth.phoneSignIn.instead')}</Link>
        </li>
      </ul>
    </section>
  );
}

function PhoneStep({
  phone,
  onPhoneChange,
  onCodeSent,
  focusOnMount,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onCodeSent: (challenge: CodeStepState) => void;
  focusOnMount: boolean;
}) {
  const form = useAuthForm(loadSchemas, loadPublicAuth, loadSignIn);

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.sendCode, loadSchemas, loadPublicAuth, loadSignIn);
    if (!modules) return;
    const [{ schemas }, publicAuth, signIn] = modules;
    const checked = form.validate(schemas.phone, { phone });
    if (!checked) return;
    let username: string;
    try {
      username = await publicAuth.preparePhoneSignIn(checked.phone);
    } catch (error) {
      // A refused country (400) or a spent SMS budget (429, with when to try again) belongs to the number.
      if (
        error instanceof ApiRequestError &&
        (error.status === 400 || error.status === 429) &&
        error.field === 'phone'
      ) {
        form.showErrors({ phone: error.message });
      } else {
        toast({
          title: FAILURES.sendCode,
          description: error instanceof Error ? error.message : FALLBACKS.tryAgain,
          variant: 'destructive',
        });
      }
      return;
    }
    try {
      const sent = await signIn.requestSmsCode(username);
      toast({ ...TOASTS.codeSent, variant: 'success' });
      onCodeSent({
        username,
        destination: sent.destination ?? maskPhone(username),
        attemptsLeft: sent.attemptsLeft,
        resendAt: resendTime(),
      });
    } catch (error) {
      console.warn('Sending the code failed', error);
      toast({ title: FAILURES.sendCode, description: signIn.sendCodeErrorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <>
      <p className="lead">{t('auth.phoneSignIn.lead')}</p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.phoneSignIn.send')}
        busyLabel={t('auth.phoneSignIn.sending')}
      >
        <PhoneField
          autoFocus={focusOnMount}
          autoComplete="tel"
          hint={t('auth.phoneSignIn.hint')}
          {...bindKept(form, 'phone', phone, onPhoneChange)}
        />
      </AuthForm>
    </>
  );
}

function CodeStep({
  challenge,
  onChallenge,
  onChangePhone,
}: {
  challenge: CodeStepState;
  onChallenge: (challenge: CodeStepState) => void;
  onChangePhone: () => void;
}) {
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const form = useAuthForm(loadSchemas, loadSignIn);
  const secondsLeft = useCountdown(challenge.resendAt);
  const completeSignIn = useCompleteSignIn();

  const restartWithEmptyCode = () => {
    setCode('');
    form.formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  };

  const handleSubmit = form.submit(async () => {
    const modules = await loadOrToast(FAILURES.verification, loadSchemas, loadSignIn);
    if (!modules) return;
    const [{ schemas }, signIn] = modules;
    const checked = form.validate(schemas.code, { code });
    if (!checked) return;
    let result: Awaited<ReturnType<typeof signIn.verifySmsCode>>;
    try {
      result = await signIn.verifySmsCode(checked.code);
    } catch (error) {
      console.warn('Code refused', error);
      toast({
        title: FAILURES.verification,
        description: signIn.verificationErrorMessage(error),
        variant: 'destructive',
      });
      if (signIn.isSessionExpiredError(error) || (error instanceof Error && error.name === 'ExpiredCodeException')) {
        // The code died with its session; a new one is a Resend away.
        onChallenge({ ...challenge, attemptsLeft: null, resendAt: Math.min(challenge.resendAt, Date.now()) });
        restartWithEmptyCode();
      } else {
        // The third wrong code ends the attempt (spec: 3 attempts): start again from the number.
        onChangePhone();
      }
      return;
    }
    if (result.signedIn) {
      await completeSignIn();
      return;
    }
    toast({ title: FAILURES.verification, description: FALLBACKS.invalidCode, variant: 'destructive' });
    onChallenge({ ...challenge, attemptsLeft: result.attemptsLeft });
    restartWithEmptyCode();
  });

  const resend = async () => {
    setResending(true);
    const signIn = await loadSignIn().catch(() => null);
    try {
      if (!signIn) throw new Error(NETWORK_ERROR_MESSAGE);
      const sent = await signIn.requestSmsCode(challenge.username);
      toast({ ...TOASTS.codeResent, variant: 'success' });
      onChallenge({
        ...challenge,
        destination: sent.destination ?? challenge.destination,
        attemptsLeft: sent.attemptsLeft,
        resendAt: resendTime(),
      });
      form.showErrors({});
      restartWithEmptyCode();
    } catch (error) {
      console.warn('Resending the code failed', error);
      toast({
        title: FAILURES.resendCode,
        description: signIn ? signIn.sendCodeErrorMessage(error) : NETWORK_ERROR_MESSAGE,
        variant: 'destructive',
      });
    } finally {
      setResending(false);
    }
  };

  const attemptsNote =
    challenge.attemptsLeft !== null && challenge.attemptsLeft < 3
      ? t('auth.phoneSignIn.attemptsLeft', { count: challenge.attemptsLeft })
      : undefined;

  return (
    <>
      <p className="lead">
        {richText('auth.phoneSignIn.codeLead', { destination: <strong>{challenge.destination}</strong> })}
      </p>
      <AuthForm
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('auth.phoneSignIn.verify')}
        busyLabel={t('auth.phoneSignIn.verifying')}
      >
        <CodeField
          label={t('auth.phoneSignIn.code')}
          name="code"
          className="code-input"
          hint={attemptsNote}
          value={code}
          onChange={(event) => {
            setCode(sanitizeCode(event.target.value));
            form.clearErrors('code');
          }}
          error={form.errors.code}
        />
      </AuthForm>
      <div className="actions code-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={secondsLeft > 0 || resending}
          onClick={() => void resend()}
        >
          {secondsLeft > 0
            ? t('auth.phoneSignIn.resendIn', { seconds: secondsLeft })
            : resending
              ? t('auth.phoneSignIn.resending')
              : t('auth.resendCode')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onChangePhone}>
          {t('auth.phoneSignIn.changePhone')}
        </button>
      </div>
    </>
  );
}
