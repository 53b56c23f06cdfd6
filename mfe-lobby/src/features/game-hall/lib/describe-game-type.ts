/** SPEC §9: a game description lists at most 15 provider names. */
export const DESCRIPTION_PROVIDER_LIMIT = 15;

/** The provider names a description names (the first 15) and how many it leaves out. */
export function providerNamesForDescription(
  names: readonly string[],
  limit = DESCRIPTION_PROVIDER_LIMIT,
): { listed: string[]; more: number } {
  const unique = [...new Set(names.filter((n) => n.trim() !== ''))];
  return { listed: unique.slice(0, limit), more: Math.max(0, unique.length - limit) };
}

/** Names as a sentence list in the page language ("A, B and C"; "A、B和C"). */
export function joinNames(names: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language.replace('_', '-'), { style: 'long', type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
