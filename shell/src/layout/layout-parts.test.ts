import { layoutParts } from './layout-parts';

describe('SPEC §2 which parts of the layout a page shows', () => {
  it('shows everything on a desktop, whatever the query or page', () => {
    expect(layoutParts('?header=false&footer=false', false, '/fastPayment')).toEqual({
      header: true,
      content: true,
      footer: true,
    });
  });

  it.each([
    ['', '/', { header: true, content: true, footer: true }],
    ['?header=false', '/', { header: false, content: true, footer: true }],
    ['?footer=false', '/discount', { header: true, content: true, footer: false }],
    ['?header=false&footer=false', '/', { header: false, content: true, footer: false }],
    ['?appPage=header', '/', { header: true, content: false, footer: false }],
    ['?appPage=footer&header=false', '/', { header: false, content: false, footer: true }],
    ['?appPage=nonsense', '/', { header: true, content: true, footer: true }],
    ['', '/fastPayment', { header: true, content: true, footer: false }],
    ['', '/fastPayment/bank', { header: true, content: true, footer: false }],
    ['?gt_id=2&gp_id=GP001&house=1', '/slotgame', { header: true, content: true, footer: false }],
    ['', '/slotgames', { header: true, content: true, footer: true }],
  ])('on a phone %s at %s', (search, pathname, expected) => {
    expect(layoutParts(search, true, pathname)).toEqual(expected);
  });
});
