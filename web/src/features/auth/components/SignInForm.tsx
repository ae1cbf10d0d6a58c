import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast/toast-store';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-request-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SIGN_IN_FAILED } from '../api/sign-in-error-message';
import { usePasswordSignIn } from '../hooks/use-password-sign-in';
import type { SignInErrors } from '../sign-in-schema';
import { loadSignInModules } from '../sign-in-modules';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const signIn = usePasswordSignIn();
  useDocumentTitle('Sign In');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let modules: Awaited<ReturnType<typeof loadSignInModules>>;
    try {
      modules = await loadSignInModules();
    } catch {
      setErrors({});
      toast({ title: SIGN_IN_FAILED, description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
      return;
    }
    const result = modules[0].validateSignIn({ email, password });
    if ('errors' in result) {
      setErrors(result.errors);
      // Put the user on the first field to fix once React has marked it invalid.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    signIn.mutate(result.values);
  };

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">Sign In</h1>
      <p className="lead">Sign in with your e-mail and password.</p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onFocus={() => void loadSignInModules().catch(() => undefined)}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <p className="muted auth-note">
        Sign-up, magic link, phone and Google, Facebook or Apple sign-in arrive with the accounts release.
      </p>
      <p className="auth-links">
        <Link to="/auth/signup">New to Yaktiv? About signing up</Link>
      </p>
    </section>
  );
}
