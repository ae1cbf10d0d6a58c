import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { ShellName, WebShells } from '../shared-page-service';

// The built SPA's HTML shells, read from the web bucket once and kept for a few minutes: a
// deploy's new shell is picked up without a cold start, and old hashed assets stay in the
// bucket (decision 022), so a shell kept a little longer still boots.
export const SHELL_KEYS: Record<ShellName, string> = {
  game: 'prerendered/game.html',
  'game-preview': 'prerendered/game-preview.html',
  index: 'index.html',
};
const KEEP_MS = 5 * 60_000;

export function s3WebShells(client: S3Client, bucket: string, now = () => Date.now()): WebShells {
  const kept = new Map<ShellName, { html: Promise<string>; at: number }>();
  return {
    read(name) {
      const hit = kept.get(name);
      if (hit && now() - hit.at < KEEP_MS) return hit.html;
      const html = client
        .send(new GetObjectCommand({ Bucket: bucket, Key: SHELL_KEYS[name] }))
        .then((answer) => answer.Body!.transformToString('utf-8'));
      // A failed read is not kept: the next request tries again.
      html.catch(() => kept.delete(name));
      kept.set(name, { html, at: now() });
      return html;
    },
  };
}
