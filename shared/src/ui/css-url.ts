/**
 * An address as a CSS `url("…")` for an inline style (a picture drawn as a background). The
 * characters that would end the quoted string or the declaration are percent-encoded, which keeps
 * the address the same for the browser.
 */
export const cssUrl = (src: string): string =>
  `url("${src.replace(/["'\\\n\r()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}")`;
