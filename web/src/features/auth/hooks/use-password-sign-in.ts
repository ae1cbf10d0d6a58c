import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast/toast-store';
import { SIGN_IN_FAILED, signInErrorMessage } from '../api/sign-in-error-message';
import type { SignInValues } from '../sign-in-schema';
import { loadSignInModules } from '../sign-in-modules';

export function usePasswordSignIn() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (values: SignInValues) => {
      const [, { signInWithPassword }] = await loadSignInModules();
      await signInWithPassword(values);
    },
    onSuccess: () => {
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'success' });
      navigate('/');
    },
    onError: (error) => {
      // A wrong password is an expected outcome, not an app error: warn, don't error.
      console.warn('Sign in failed', error);
      toast({ title: SIGN_IN_FAILED, description: signInErrorMessage(error), variant: 'destructive' });
    },
  });
}
