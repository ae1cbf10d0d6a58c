/** An admin list that could not load: what failed and why, with Try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className="form-error">
        Error loading {what}. {error.message}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
