import { coverImageUploadRequestSchema } from '@shared/schemas/upload';
import { coverImageUploads } from '../cover-image-uploads-client';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';
import { requestOrigin } from '@functions/platform/http/request-origin';

// Hosts only (the role is read from their profile). The answer's url is absolute in AWS; locally
// it is a path on the app's own origin, made absolute here with the Host the browser used.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const request = parseBody(event, coverImageUploadRequestSchema);
  const { upload, media_path } = await coverImageUploads()(userId, request);
  return json(200, { upload: { ...upload, url: new URL(upload.url, requestOrigin(event)).href }, media_path });
});
