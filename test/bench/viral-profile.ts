import { relative } from 'node:path';

// A V8 CPU profile boiled down to where the time went: by package for dependencies, by file for
// the app's own code, so a reader sees what in a join's path could go.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

/** What a sample's code is: a package, one of our files, Node itself, or V8's own bookkeeping. */
export function placeOf(url: string, root: string, functionName = ''): string {
  if (functionName === '(idle)') return '(idle: waiting on I/O)';
  if (functionName === '(garbage collector)') return '(V8: garbage collection)';
  if (!url) return '(native: socket writes, microtask queue, compiling)';
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  return relative(root, path);
}

export function summariseProfile(profile: CpuProfile, root: string, top = 18): string[] {
  const samples = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const milliseconds = (profile.endTime - profile.startTime) / 1000;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const place = placeOf(node.callFrame.url, root, node.callFrame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${place}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
  }
  const share = (hits: number) =>
    `${((100 * hits) / samples).toFixed(1).padStart(5)} %  ${((milliseconds * hits) / samples / 1000).toFixed(1).padStart(6)} s`;
  // Coarse layers first: what of it is ours, the local stack's, the SDK's, Node's, V8's.
  const layers = new Map<string, number>();
  for (const [place, hits] of byPlace) layers.set(layerOf(place), (layers.get(layerOf(place)) ?? 0) + hits);
  const lines = [...layers].sort((a, b) => b[1] - a[1]).map(([layer, hits]) => `${share(hits)}  ${layer}`);
  lines.push('by package or file:');
  lines.push(
    ...[...byPlace]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([place, hits]) => `${share(hits)}  ${place}`),
  );
  lines.push('hottest functions (self time):');
  for (const [fn, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12))
    lines.push(`${share(hits)}  ${fn}`);
  return lines;
}

function layerOf(place: string): string {
  if (place.startsWith('functions/') || place.startsWith('shared/')) return 'the app (functions/, shared/)';
  if (place.startsWith('infra/')) return 'the local stack (HTTP router, authorizer, stand-ins)';
  if (place.startsWith('@aws-sdk/') || place.startsWith('@smithy/')) return 'AWS SDK (marshalling, signing, HTTP)';
  if (place.startsWith('@aws-lambda-powertools/')) return 'Powertools (logger, idempotency)';
  if (place.startsWith('node:')) return 'Node (HTTP, streams, async hooks)';
  if (place.startsWith('(')) return place;
  if (place.startsWith('test/')) return 'the script itself';
  return `other packages (${place.split('/')[0]})`;
}
