// Where each of the two stacks lives (docs/decisions/049-api-in-mumbai.md). The API, its data and
// its functions sit next to the players, in Mumbai; CloudFront is global but takes its web ACL
// (and a custom domain's certificate) only from us-east-1, so those sit in a small stack there.
export const APP_REGION = 'ap-south-1';
export const EDGE_REGION = 'us-east-1';
