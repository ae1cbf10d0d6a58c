import type { ReactNode } from 'react';
import { useFocusOnMount } from '../hooks/auth-form-hooks';

/** The title of a step that replaces the form (check your email): focused, so screen readers announce it. */
export function StepHeading({ children }: { children: ReactNode }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1 id="auth-title" tabIndex={-1} ref={headingRef}>
      {children}
    </h1>
  );
}
