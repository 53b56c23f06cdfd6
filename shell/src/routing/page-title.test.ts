import { LANGUAGE_CODES } from '@site/shared/constants';
import { KNOWN_ROUTE_PATTERNS } from './route-table';
import { PAGE_TITLE_KEYS, pageTitle, siteTitle } from './page-title';
import en_US from '../locales/en_US.json';

const name = (key: string) => `[${key}]`;
const brand = { title: '金星娱乐', title_en: 'Sao Vang Casino' } as Parameters<typeof siteTitle>[0];

describe('page titles (SPEC §2 routes, §9 title rule)', () => {
  it('uses the Chinese site title for zh_CN only', () => {
    for (const language of LANGUAGE_CODES) {
      expect(siteTitle(brand, language)).toBe(language === 'zh_CN' ? '金星娱乐' : 'Sao Vang Casino');
    }
  });

  it('puts the page before the site, the site alone on the home page, nothing for an unknown address', () => {
    expect(pageTitle('/', 'Site', name)).toBe('Site');
    expect(pageTitle('/discount', 'Site', name)).toBe('[promotions] | Site');
    expect(pageTitle('/discount/12', 'Site', name)).toBe('[promotions] | Site');
    expect(pageTitle('/user/Deposit', 'Site', name)).toBe('[member_centre] | Site');
    expect(pageTitle('/gameHall/3', 'Site', name)).toBe('[game_hall] | Site');
    expect(pageTitle('/slotgame', 'Site', name)).toBe('[slot_games] | Site');
    expect(pageTitle('/proxy', 'Site', name)).toBe('[agent] | Site');
    expect(pageTitle('/nowhere', 'Site', name)).toBeNull();
    expect(pageTitle('/Discount', 'Site', name)).toBeNull();
  });

  it('names every page the shell serves', () => {
    for (const pattern of KNOWN_ROUTE_PATTERNS) {
      const path = pattern.replace('/*', '/1');
      // /Deposit and /fastDeposit only redirect; every other route has a title.
      if (path === '/Deposit' || path === '/fastDeposit') continue;
      expect(pageTitle(path, 'Site', name)).not.toBeNull();
    }
  });

  it('has a text for every page name and the description', () => {
    for (const key of PAGE_TITLE_KEYS) expect(en_US.page_titles[key]).toBeTruthy();
    expect(en_US.meta_description).toContain('{{site}}');
  });
});
