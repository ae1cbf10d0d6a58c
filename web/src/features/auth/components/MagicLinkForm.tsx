import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '../../../../../shared/constants';
import { EmailField } from './EmailField';
import { toast } from '../../../components/toast/toast-store';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-request-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FAILURES, FALLBACKS, TOASTS } from '../auth-texts';
import { loadPublicAuth, loadSchemas, preload } from '../lazy-modules';
import { useAuthHref, useFocusOnMount, useFormErrors } from '../hooks/auth-form-hooks';

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
    if (error instanceof ApiRequestError && error.status === 400 && error.field === 'email') return { field: 'email', message };
    toast({ title: FAILURES.magicLink, description: message || FALLBACKS.tryAgain, variant: 'destructive' });
    return { message };
  }
}

/** Spec §2 magic link: e-mail and Send Magic Link, then 'Check Your Email'. */
export function MagicLinkForm() {
  useDocumentTitle('Magic Link');
  const href = useAuthHref();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, errors, show, clear } = useFormErrors();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const schemas = await loadSchemas().catch(() => null);
      if (!schemas) {
        toast({ title: FAILURES.magicLink, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const checked = schemas.validate('magicLink', { email });
      if ('errors' in checked) {
        show(checked.errors);
        return;
      }
      show({});
      const failure = await send(checked.values.email);
      if (failure?.field) show({ [failure.field]: failure.message ?? '' });
      else if (!failure) setSentTo(checked.values.email);
    } finally {
      setPending(false);
    }
  };

  if (sentTo) return <CheckYourEmail email={sentTo} onChangeEmail={() => setSentTo(null)} />;

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Magic Link</h1>
      <p className="lead">Sign in without a password: we'll email you a link that signs you in.</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => preload(loadSchemas, loadPublicAuth)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            clear('email');
          }}
          error={errors.email}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Sending...' : 'Send Magic Link'}
        </button>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={href('/auth/signin')}>Back to sign in</Link>
        </li>
      </ul>
    </section>
  );
}

function CheckYourEmail({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  useDocumentTitle('Check Your Email');
  const href = useAuthHref();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [sending, setSending] = useState(false);
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title" tabIndex={-1} ref={headingRef}>
        Check Your Email
      </h1>
      <p className="lead">
        We sent a magic link to <strong>{email}</strong>. Open it on any device to sign in. {EXPIRY}
      </p>
      <p className="muted">Not in your inbox? Check your spam folder, or send another link.</p>
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void send(email).finally(() => setSending(false));
          }}
        >
          {sending ? 'Sending...' : 'Send Another Link'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onChangeEmail}>
          Use a different email
        </button>
      </div>
      <ul className="auth-links">
        <li>
          <Link to={href('/auth/signin')}>Back to sign in</Link>
        </li>
      </ul>
    </section>
  );
}
