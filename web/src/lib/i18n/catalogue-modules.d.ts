// Catalogues compiled by web/build/catalogue-plugin.ts: `virtual:catalogue/<language>[/<area>]`.
declare module 'virtual:catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
