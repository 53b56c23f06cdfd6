import type { SiteTheme } from './tokens';

/** The theme every `styled` and `css` callback receives is ours (emotion's Theme is empty by default). */
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}

/** Our theme type, under the name components use. */
export type Theme = SiteTheme;
