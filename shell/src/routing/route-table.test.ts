import { findRedirect, findRemoteRoute, KNOWN_ROUTE_PATTERNS, REMOTE_ROUTES } from './route-table';

describe('SPEC §2 top-level route table', () => {
  it.each([
    ['/', 'mfe_lobby', '/'],
    ['/gameHall/3', 'mfe_lobby', '/'],
    ['/slotgame', 'mfe_lobby', '/'],
    ['/faq/12', 'mfe_lobby', '/'],
    ['/main/4', 'mfe_lobby', '/'],
    ['/play', 'mfe_lobby', '/'],
    ['/user', 'mfe_member_center', '/user'],
    ['/user/Info', 'mfe_member_center', '/user'],
    ['/user/BindAccount', 'mfe_member_center', '/user'],
    ['/proxy', 'mfe_proxy', '/proxy'],
    ['/discount/7', 'mfe_promotions', '/discount'],
    ['/register', 'mfe_auth', '/register'],
    ['/fastPayment', 'mfe_member_center', '/fastPayment'],
  ])('%s is owned by %s under %s', (path, remote, basename) => {
    expect(findRemoteRoute(path)).toMatchObject({ remote, basename });
  });

  it.each(['/nope', '/users', '/USER', '/register/extra'])('%s is unknown (404)', (path) => {
    expect(findRemoteRoute(path)).toBeNull();
  });
});

describe('SPEC §2 route rules', () => {
  it('/fastDeposit sets the isFastDeposit flag and redirects to /', () => {
    expect(findRedirect('/fastDeposit', '')).toEqual({ to: '/', setCookie: 'isFastDeposit' });
  });
  it.each(['/main', '/gameHall', '/slotgame'])('%s as an exact full path redirects to /', (p) => {
    expect(findRedirect(p, '')).toEqual({ to: '/' });
  });
  it('/slotgame with its query is not redirected', () => {
    expect(findRedirect('/slotgame', '?gt_id=2&gp_id=GP001&house=0')).toBeNull();
  });
  it('in production /register sets the isRouteRegister flag and goes to /, keeping the referral query', () => {
    expect(findRedirect('/register', '?invite=ABC', true)).toEqual({
      to: '/?invite=ABC',
      setCookie: 'isRouteRegister',
    });
    expect(findRedirect('/register', '', false)).toBeNull();
  });
  it('/Deposit goes to the member centre deposit page, keeping the query', () => {
    expect(findRedirect('/Deposit', '?a=1')).toEqual({ to: '/user/Deposit?a=1' });
  });
});

describe('SPEC §2 unknown routes answer HTTP 404', () => {
  it('the shipped routes.json is the route table (the static server reads it)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shipped = require('../../public/routes.json') as {
      patterns: string[];
      remotes: { pattern: string; remote: string }[];
    };
    expect(shipped.patterns).toEqual(KNOWN_ROUTE_PATTERNS);
    // Which remote a page mounts: the static server names its files in the page it serves.
    expect(shipped.remotes).toEqual(REMOTE_ROUTES.map(({ pattern, remote }) => ({ pattern, remote })));
  });
});
