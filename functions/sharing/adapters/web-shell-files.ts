import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHELL_KEYS } from './web-shells';
import type { WebShells } from '../shared-page-service';

// The local stack's shells: the build on disk, read on every request so `npm run build:web`
// while the stack runs is picked up at once.
export function fileWebShells(root: string): WebShells {
  return { read: (name) => readFile(join(root, SHELL_KEYS[name]), 'utf8') };
}
