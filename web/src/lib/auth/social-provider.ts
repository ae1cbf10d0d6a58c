const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Cognito's `identities` claim: a list of { providerName }, sometimes delivered as its JSON text. */
export function socialProviderOf(identities: unknown): string | null {
  let list = identities;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return null;
    }
  }
  const first = Array.isArray(list) ? (list[0] as { providerName?: unknown } | undefined) : undefined;
  return text(first?.providerName);
}
