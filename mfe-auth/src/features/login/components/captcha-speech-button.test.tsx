import { screen } from '@testing-library/react';
import { renderAuth } from '../../../test/render-auth';
import vi from '../../../locales/vi_VN.json';
import { CaptchaSpeechButton } from './captcha-speech-button';

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  constructor(readonly text: string) {}
}

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

function installSpeech(voices: SpeechSynthesisVoice[]) {
  const synth = { speak: jest.fn(), cancel: jest.fn(), getVoices: () => voices };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
  return synth;
}

afterEach(() => {
  // jsdom has no speech synthesis: put it back as it was.
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

const listen = () => screen.queryByRole('button', { name: vi.login_paths.captcha_listen });
const spoken = (synth: ReturnType<typeof installSpeech>) => synth.speak.mock.calls.map(([u]) => u as FakeUtterance);

describe('captcha: WCAG 2.2 SC 3.3.8 listen button', () => {
  it('is hidden where the browser has no speechSynthesis', () => {
    renderAuth(<CaptchaSpeechButton text="a7k3" />);
    expect(listen()).toBeNull();
  });

  it('is hidden while the text of the challenge is unknown (POST /captcha gives only a picture)', () => {
    installSpeech([voice('vi-VN')]);
    renderAuth(<CaptchaSpeechButton text={null} />);
    expect(listen()).toBeNull();
  });

  it('reads the challenge one character at a time, as capitals, with a voice of the page language (vi_VN)', async () => {
    const synth = installSpeech([voice('en-US'), voice('vi-VN', 'Linh')]);
    const { user } = renderAuth(<CaptchaSpeechButton text=" a7k3 " />);
    await user.click(listen()!);
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    const utterances = spoken(synth);
    expect(utterances.map((u) => u.text)).toEqual(['A', '7', 'K', '3']);
    expect(utterances.every((u) => u.voice?.name === 'Linh' && u.lang === 'vi-VN')).toBe(true);
  });

  it('a second press starts over instead of queueing the code twice', async () => {
    const synth = installSpeech([voice('vi-VN')]);
    const { user } = renderAuth(<CaptchaSpeechButton text="ab" />);
    await user.click(listen()!);
    await user.click(listen()!);
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    expect(synth.speak).toHaveBeenCalledTimes(4);
  });

  it('with no voice of the page language, the browser default voice reads it', async () => {
    const synth = installSpeech([voice('en-US')]);
    const { user } = renderAuth(<CaptchaSpeechButton text="x9" />);
    await user.click(listen()!);
    expect(spoken(synth).map((u) => [u.text, u.voice, u.lang])).toEqual([
      ['X', null, ''],
      ['9', null, ''],
    ]);
  });

  it('voices not loaded yet: the page language is asked for', async () => {
    const synth = installSpeech([]);
    const { user } = renderAuth(<CaptchaSpeechButton text="x9" />);
    await user.click(listen()!);
    expect(spoken(synth).map((u) => u.lang)).toEqual(['vi-VN', 'vi-VN']);
  });
});
