import { toBcp47 } from '@site/shared/i18n';

/** The browser's speech synthesiser, or null where there is none (the listen button is then hidden). */
export function speechSynthesisOf(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis ?? null;
}

/** A voice of the page language (`vi_VN` matches vi-VN first, then any vi-*), or undefined. */
export function voiceFor(language: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const tag = toBcp47(language).toLowerCase();
  const base = tag.split('-')[0] ?? tag;
  const norm = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => norm(v) === tag) ?? voices.find((v) => norm(v).split('-')[0] === base);
}

/**
 * Reads a captcha aloud, one character at a time (a word-like string would be pronounced as a word,
 * not spelled), slowly, in the page language when the browser has a voice for it. The answer is
 * compared without case, so letters are read as capitals, which synthesisers spell.
 */
export function speakCaptcha(text: string, language: string, synth: SpeechSynthesis): void {
  synth.cancel();
  const voices = synth.getVoices();
  const voice = voiceFor(language, voices);
  for (const char of Array.from(text.trim().toUpperCase())) {
    if (char.trim() === '') continue;
    const utterance = new SpeechSynthesisUtterance(char);
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    } else if (voices.length === 0) {
      // Some browsers load their voices late: let the synthesiser pick one for the page language.
      utterance.lang = toBcp47(language);
    }
    utterance.rate = 0.7;
    synth.speak(utterance);
  }
}
