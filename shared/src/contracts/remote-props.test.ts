import { MODALS, REMOTE_EXPOSES } from './remote-props';

describe('remote props: the dialogs the modal host can open', () => {
  it.each(Object.entries(MODALS))('%s is a module its remote exposes', (_name, { remote, module }) => {
    expect(REMOTE_EXPOSES[remote]).toContain(module);
  });

  it('SPEC §2 "game demo list": the lobby exposes it as ./GameDemoList', () => {
    expect(MODALS.game_demo_list).toEqual({ remote: 'mfe_lobby', module: './GameDemoList' });
  });
});
