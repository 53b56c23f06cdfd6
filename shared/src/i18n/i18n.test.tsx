import { act, render, screen } from '@testing-library/react';
import { LANGUAGE_CODES, MESSAGE_KEYS } from '@site/shared/constants';
import {
  DOUBLE_VALIDATION_CODE_MESSAGE,
  LOGIN_CODE_MESSAGE,
  PAYMENT_FAILURE_REASONS,
  REQUEST_ERROR_KEYS,
} from '@site/shared/contracts';
import {
  addAppResources,
  addLazyResources,
  commonEnUS,
  commonViVN,
  i18n,
  initI18n,
  loadLanguage,
  translateMessage,
  useT,
} from '@site/shared/i18n';

afterEach(async () => {
  await initI18n('vi_VN');
});

/** All leaf keys of a nested texts object, dotted. */
const leafKeys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v as object, `${prefix}${k}.`),
  );

describe('SPEC §9 i18n: languages and fallback', () => {
  it('uses the SPEC §9 codes as they are, vi_VN first (SPEC §1 configured locale)', () => {
    expect(i18n.language).toBe('vi_VN');
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining([...LANGUAGE_CODES]));
    expect(LANGUAGE_CODES).toHaveLength(11);
    expect(i18n.t('login')).toBe('Đăng nhập');
  });

  it('switches language (a language not bundled is fetched first) and falls back to en_US where a text is missing', async () => {
    await initI18n('zh_CN');
    expect(i18n.t('logout')).toBe('退出登录');
    await initI18n('th_TH');
    expect(i18n.t('logout')).toBe('ออกจากระบบ');
    expect(document.documentElement.lang).toBe('th-TH');
    addAppResources('fallbacktest', { en_US: { only_english: 'Only in English' } });
    expect(i18n.t('fallbacktest:only_english')).toBe('Only in English');
  });

  it('has a Vietnamese and English text for every message key the apps show', () => {
    const keys = [
      ...Object.values(MESSAGE_KEYS),
      ...Object.values(LOGIN_CODE_MESSAGE),
      'signup.err_psw_length',
      'signup.err_checkPsw_diff',
      'double_validation_faild',
      'one_key_err_code_101',
      'one_key_err_code_105',
      'go_back_home',
      'page_not_found',
      'internal_server_error',
    ];
    for (const language of ['vi_VN', 'en_US'] as const) {
      for (const key of keys) {
        expect([language, key, i18n.exists(key, { lng: language, fallbackLng: false })]).toEqual([language, key, true]);
      }
    }
  });

  it('has a text in vi_VN, en_US and zh_CN for every key the server answers instead of English words (request errors, payment failures, login and double validation codes)', () => {
    const keys = [
      ...REQUEST_ERROR_KEYS.map((k) => `request_error.${k}`),
      ...PAYMENT_FAILURE_REASONS.map((k) => `payment_failure.${k}`),
      ...Object.values(LOGIN_CODE_MESSAGE),
      ...Object.values(DOUBLE_VALIDATION_CODE_MESSAGE),
    ];
    for (const language of ['vi_VN', 'en_US', 'zh_CN'] as const) {
      for (const key of keys) {
        expect([language, key, i18n.exists(key, { lng: language, fallbackLng: false })]).toEqual([language, key, true]);
      }
    }
    expect(i18n.t('request_error.range_too_long', { max_days: 92 })).toBe('Chỉ có thể tra cứu tối đa 92 ngày mỗi lần');
    expect(i18n.t('transfer_validation_required')).toBe(commonViVN.transfer_validation_required);
  });

  it('the Vietnamese and English common texts have the same keys', () => {
    expect(leafKeys(commonViVN).sort()).toEqual(leafKeys(commonEnUS).sort());
  });

  it('interpolates', () => {
    expect(i18n.t('char_count', { count: 3, max: 12 })).toBe('3/12 ký tự');
  });
});

describe('SPEC §8 messages: keys or server texts', () => {
  it('translates keys, including dotted and namespaced ones, and shows other texts as they are', () => {
    addAppResources('shell', { vi_VN: { modal_unavailable: 'Không mở được hộp thoại' } });
    expect(translateMessage('networkError')).toBe(commonViVN.networkError);
    expect(translateMessage('pg.start_failed')).toBe(commonViVN.pg.start_failed);
    expect(translateMessage('shell:modal_unavailable')).toBe('Không mở được hộp thoại');
    expect(translateMessage('Số dư không đủ')).toBe('Số dư không đủ');
    expect(translateMessage('Error: a.b failed. Retry')).toBe('Error: a.b failed. Retry');
  });
});

describe('i18n: app namespaces and useT', () => {
  function Greeting() {
    const t = useT('lobby');
    const { t: t2 } = useT('lobby');
    return (
      <p>
        {t('welcome')} / {t2('login')}
      </p>
    );
  }

  it('adds app resources, falls back to common, and re-renders on a language change', async () => {
    addAppResources('lobby', { vi_VN: { welcome: 'Chào mừng' }, en_US: { welcome: 'Welcome' } });
    render(<Greeting />);
    expect(screen.getByText('Chào mừng / Đăng nhập')).toBeInTheDocument();
    await act(async () => {
      await initI18n('en_US');
    });
    expect(screen.getByText('Welcome / Log in')).toBeInTheDocument();
  });

  it('asks i18next once for a key many components show, and again once its texts change', () => {
    addAppResources('tilens', { vi_VN: { play: 'Chơi' } });
    const spy = jest.spyOn(i18n, 't');
    function Tile() {
      return <button type="button">{useT('tilens')('play')}</button>;
    }
    render(
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <Tile key={i} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Chơi' })).toHaveLength(30);
    const asked = () => spy.mock.calls.filter(([key]) => key === 'play').length;
    expect(asked()).toBe(1);
    act(() => addAppResources('tilens', { vi_VN: { play: 'Chơi ngay' } }));
    expect(screen.getAllByRole('button', { name: 'Chơi ngay' })).toHaveLength(30);
    expect(asked()).toBe(2);
    spy.mockRestore();
  });

  it("draws a component again when its namespace's texts arrive, and leaves the other namespaces' components alone", () => {
    const renders = { late: 0, other: 0 };
    function Late() {
      renders.late += 1;
      return <p>{useT('latens')('title')}</p>;
    }
    function Other() {
      renders.other += 1;
      return <p>{useT('otherns')('logout')}</p>;
    }
    render(
      <>
        <Late />
        <Other />
      </>,
    );
    // Not there yet: the key itself (and it is not kept once the texts come).
    expect(screen.getByText('title')).toBeInTheDocument();
    act(() => addAppResources('latens', { vi_VN: { title: 'Trò chơi' } }));
    expect(screen.getByText('Trò chơi')).toBeInTheDocument();
    expect(renders).toEqual({ late: 2, other: 1 });
    // Texts of `common`, every namespace's fallback, draw every component again.
    act(() => addAppResources('common', { vi_VN: { latecommon: 'x' } }));
    expect(renders).toEqual({ late: 3, other: 2 });
  });
});

describe('SPEC §9 languages fetched on demand', () => {
  it("fetches a namespace's texts of the page language once, however many ask at the same time", async () => {
    const loader = jest.fn(() => Promise.resolve({ default: { greeting: 'สวัสดี' } }));
    addLazyResources('lazytest', { th_TH: loader });
    addAppResources('lazytest', { en_US: { greeting: 'Hello' } });
    await Promise.all([loadLanguage('th_TH', ['lazytest']), loadLanguage('th_TH', ['lazytest'])]);
    await initI18n('th_TH');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('lazytest:greeting')).toBe('สวัสดี');
    await loadLanguage('th_TH', ['lazytest']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps English when a language cannot be fetched, and may try again later', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest
      .fn<Promise<object>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ greeting: '안녕하세요' });
    addLazyResources('lazytest2', { ko_KR: loader });
    addAppResources('lazytest2', { en_US: { greeting: 'Hello' } });
    await expect(initI18n('ko_KR')).resolves.toBe(i18n);
    expect(i18n.t('lazytest2:greeting')).toBe('Hello');
    expect(error).toHaveBeenCalled();
    await loadLanguage('ko_KR', ['lazytest2']);
    expect(i18n.t('lazytest2:greeting')).toBe('안녕하세요');
    error.mockRestore();
  });
});
