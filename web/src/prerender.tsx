import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/AppRoutes';
import { AuthProvider } from './lib/auth/AuthProvider';
import { LiveUpdatesProvider } from './lib/realtime/LiveUpdatesProvider';
import { createQueryClient } from './lib/query-client';
import { setBuildPreview } from './features/games/game-preview';
import type { GamePreview } from '@shared/rules/game-preview';

// Build-time entry (web/build/prerender.ts): the HTML of a public route as the browser's first
// render will produce it — signed-out-or-unknown session, data still loading — so main.tsx can
// hydrate it. The providers mirror App.tsx; a drift shows up as a hydration error in e2e.
// With a preview, the game page renders it (the slots the server fills, decision 033).
export async function renderRoute(url: string, preview: GamePreview | null = null): Promise<string> {
  setBuildPreview(preview);
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveUpdatesProvider>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </LiveUpdatesProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
