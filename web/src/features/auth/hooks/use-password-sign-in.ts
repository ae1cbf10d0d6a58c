import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/toast/toast-store';
import { SIGN_IN_FAILED, signInErrorMessage } from '../api/sign-in-error-message';
import { signInWithPassword } from '../api/sign-in-with-password';

export function usePasswordSignIn() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: () => {
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.', variant: 'success' });
      navigate('/');
    },
    onError: (error) => {
      console.error('Sign in failed', error);
      toast({ title: SIGN_IN_FAILED, description: signInErrorMessage(error), variant: 'destructive' });
    },
  });
}
