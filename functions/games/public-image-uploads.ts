// The community image upload signer, built (communities reuse the games' upload bucket and
// signer). An entry of its own: the handler that signs uploads must not bundle the game service.
export { communityImageUploads } from './cover-image-uploads-client';
