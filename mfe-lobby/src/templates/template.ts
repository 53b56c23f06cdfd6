/**
 * Which layout of the lobby this build is. The lobby is built once per template, each build with the
 * same federation name and exposed modules, so a brand's config picks one by pointing `mfe_lobby` at
 * that build's manifest, and nothing else is rebuilt. The build sets APP_TEMPLATE (webpack's
 * DefinePlugin writes the value into the bundle); tests and the classic build read 'classic'.
 */
export const LOBBY_TEMPLATES = ['classic', 'modern'] as const;
export type LobbyTemplate = (typeof LOBBY_TEMPLATES)[number];

export function readLobbyTemplate(value: string | undefined): LobbyTemplate {
  return (LOBBY_TEMPLATES as readonly string[]).includes(value ?? '') ? (value as LobbyTemplate) : 'classic';
}

export const LOBBY_TEMPLATE: LobbyTemplate = readLobbyTemplate(process.env.APP_TEMPLATE);
