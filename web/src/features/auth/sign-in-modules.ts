// The sign-in form renders without zod or Amplify's sign-in code (~38 kB gz together); they are
// fetched when the form is first focused, and awaited on submit, so /auth stays within budget.
let pending: Promise<[typeof import('./sign-in-schema'), typeof import('./api/sign-in-with-password')]> | undefined;

export function loadSignInModules() {
  pending ??= Promise.all([import('./sign-in-schema'), import('./api/sign-in-with-password')]);
  // A failed download must not stick: the next focus or submit tries again.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
