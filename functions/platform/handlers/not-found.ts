import { MESSAGES } from '@shared/messages';
import { errorBody, json } from '../http/http';

// The catch-all route: unknown /api paths answer JSON, never the SPA's HTML.
export const handler = async (event: { rawPath?: string }) =>
  json(404, errorBody(`${MESSAGES.notFound}: ${event.rawPath ?? ''}`.trim()));
