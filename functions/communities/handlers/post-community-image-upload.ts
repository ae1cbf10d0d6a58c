import { communityImageUploadRequestSchema } from '@shared/schemas/upload';
import { communityImageUploads } from '@functions/games/public-image-uploads';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';
import { requestOrigin } from '@functions/platform/http/request-origin';

// Hosts only: a presigned POST for one community image (10 MB on create, 5 MB on edit).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const request = parseBody(event, communityImageUploadRequestSchema);
  const { upload, media_path } = await communityImageUploads()(userId, request);
  return json(200, { upload: { ...upload, url: new URL(upload.url, requestOrigin(event)).href }, media_path });
});
