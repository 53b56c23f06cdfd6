import { bus } from '@site/shared/bus';
import { openModalFromQuery } from './modal-query';

describe('SPEC §4 the modal query opens a dialog from a link', () => {
  const opened: unknown[] = [];
  let off: () => void;
  beforeEach(() => {
    opened.length = 0;
    off = bus.on('modal:open', (event) => opened.push(event));
  });
  afterEach(() => off());

  it('?modal=discount&id=5 opens the discount dialog with id 5', () => {
    expect(openModalFromQuery('?modal=discount&id=5')).toBe('discount');
    expect(opened).toEqual([{ name: 'discount', params: { id: 5 } }]);
  });

  it('?modal=login opens the login dialog without params', () => {
    openModalFromQuery('?modal=login');
    expect(opened).toEqual([{ name: 'login' }]);
  });

  it('names no link may open, unknown names and no query open nothing', () => {
    expect(openModalFromQuery('?modal=forced_password_change')).toBeNull();
    expect(openModalFromQuery('?modal=pop_ups')).toBeNull();
    expect(openModalFromQuery('?modal=nope')).toBeNull();
    expect(openModalFromQuery('?modal=toString')).toBeNull();
    expect(openModalFromQuery('')).toBeNull();
    expect(opened).toEqual([]);
  });
});
