import type { PublicConfig } from '@shared/schemas/public-config';
import { parsePublicConfig } from './parse-public-config';

/**
 * Reads the browser's public configuration. The first attempt may be answered by the
 * <link rel="preload"> in index.html; a retry skips the HTTP cache so a fixed server is seen.
 */
export async function loadPublicConfig(attempt: number): Promise<PublicConfig> {
  const response = await fetch('/config.json', attempt > 0 ? { cache: 'reload' } : undefined);
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parsePublicConfig(await response.json());
}
