import fs from 'node:fs';
import path from 'node:path';
import { COOKIES, LANGUAGE_CODES, SHELL_KEYS, STORAGE_KEYS } from '@site/shared/constants';
import { getTheme, THEME_NAMES } from '@site/shared/theme';
import themes from './themes.json';

describe('the installable shell looks like the brand', () => {
  it('themes.json (icons, manifest colours, offline page) holds the brand themes of @site/shared/theme', () => {
    expect(Object.keys(themes).sort()).toEqual([...THEME_NAMES].sort());
    for (const name of THEME_NAMES) {
      const c = getTheme(name).colors;
      expect(themes[name]).toEqual({
        background: c.bg,
        surface: c.surface,
        primary: c.primary,
        primaryActive: c.primaryActive,
        accent: c.accent,
        onPrimary: c.onPrimary,
        text: c.text,
        textMuted: c.textMuted,
      });
    }
  });

  it('the offline page speaks every language of SPEC §9 and reads the keys the shell writes', () => {
    const script = fs.readFileSync(path.join(__dirname, '../../public/offline.js'), 'utf8');
    for (const code of LANGUAGE_CODES) expect(script).toMatch(new RegExp(`\\b${code}: \\[`));
    expect(script).toContain(`stored('${SHELL_KEYS.siteTheme}')`);
    expect(script).toContain(`stored('${STORAGE_KEYS.site_name}')`);
    expect(script).toContain(`cookie('${COOKIES.lang}')`);
  });
});
