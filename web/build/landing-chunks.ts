import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A landing route's first paint waits for every chunk on its path (decision 033). On a phone
// each request costs a round trip, and the default splitting (one chunk per set of importers)
// gave /discover and /game/{id} 20–30 chunks of under 1.5 kB each. So: the app shell
// (start-app's static imports) is one chunk, `app`; each landing screen's own modules are one
// chunk, `<screen>-screen`; what two or three of them share is `landing-common`. The entry
// (main.tsx) stays as it is, tiny; every other screen keeps the default splitting. React's own
// modules, though in the shell, are the chunk `react`, evaluated before the rest (see REACT_CHUNK).
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(webRoot, 'src/main.tsx');
const APP = join(webRoot, 'src/app/start-app.tsx');
export const LANDING_SCREENS = {
  home: 'src/features/home/components/HomeScreen.tsx',
  discover: 'src/features/discover/components/DiscoverScreen.tsx',
  game: 'src/features/games/components/GameDetailScreen.tsx',
} as const;

/** The chunk a landing screen's module lands in. */
export const screenChunkName = (screen: keyof typeof LANDING_SCREENS) => `${screen}-screen`;

/**
 * React, React DOM and the scheduler: a chunk of their own, which the entry evaluates in a task
 * before the app's (web/src/app/load-app-in-steps.ts). Evaluated together they made one long task.
 */
const REACT_CHUNK = 'react';
const isReactRuntime = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);

/**
 * An area's English texts and the module that registers them. A component imports its area's
 * texts for the registration alone; placed in a landing screen's chunk, they made every screen
 * that shows a dialog or a back button fetch that whole chunk. They are a few bytes (the build
 * writes English in place), so they join the shell once any other screen uses them.
 */
const isTexts = (id: string) => id.startsWith('\0virtual:catalogue/en/') || /[\\/]texts\.ts$/.test(id);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}
/** A landing module that at least this share of all lazy chunks import goes with the shell. */
const SHELL_SHARE = 0.3;

/** Module id → chunk name, for the modules the groups below place. */
function chunkNames(graph: ModuleGraph): Map<string, string> {
  const closure = (root: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(root);
    return seen;
  };
  const entry = closure(ENTRY);
  const names = new Map<string, string>();
  for (const id of closure(APP)) if (!entry.has(id)) names.set(id, isReactRuntime(id) ? REACT_CHUNK : 'app');
  const users = new Map<string, (keyof typeof LANDING_SCREENS)[]>();
  for (const [screen, file] of Object.entries(LANDING_SCREENS) as [keyof typeof LANDING_SCREENS, string][]) {
    for (const id of closure(join(webRoot, file))) {
      if (entry.has(id) || names.has(id)) continue;
      users.set(id, [...(users.get(id) ?? []), screen]);
    }
  }
  // Lazy chunks (every screen, dialog…): how many import each module. The few modules nearly all
  // of them use (the API client, the page title hook) join the shell, so that other screens do
  // not load a landing chunk for them.
  const lazy = new Set<string>();
  const reached = new Set<string>();
  const walk = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) walk(next);
    for (const next of info?.dynamicallyImportedIds ?? []) {
      lazy.add(next);
      walk(next);
    }
  };
  walk(ENTRY);
  const uses = new Map<string, number>();
  const landingRoots = new Set(Object.values(LANDING_SCREENS).map((file) => join(webRoot, file)));
  const otherUses = new Set<string>();
  for (const root of lazy)
    for (const id of closure(root)) {
      uses.set(id, (uses.get(id) ?? 0) + 1);
      if (!landingRoots.has(root)) otherUses.add(id);
    }
  for (const [id, screens] of users) {
    const common = (uses.get(id) ?? 0) >= SHELL_SHARE * lazy.size || (isTexts(id) && otherUses.has(id));
    names.set(id, common ? 'app' : screens.length === 1 ? screenChunkName(screens[0]!) : 'landing-common');
  }
  return names;
}

/** Rolldown's `output.codeSplitting.groups` for the client build. */
export function landingChunkGroups() {
  let names: Map<string, string> | undefined;
  return [
    {
      debugName: 'landing',
      name: (id: string, graph: ModuleGraph) => {
        names ??= chunkNames(graph);
        return names.get(id) ?? null;
      },
      // A module's chunk already holds or imports everything it imports (the names follow the
      // import graph); pulling imports along would drag the entry's own modules into `app`.
      includeDependenciesRecursively: false,
    },
  ];
}
