// Voice search with the Web Speech API (product rules §2 Header): English (US), a short beep, the first transcript only.
import { VOICE_LANGUAGE } from '@zariya/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useClientStore } from '../../../lib/use-client-store';

type RecognitionResultEvent = { results: ArrayLike<ArrayLike<{ transcript: string }>> };
type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** A 150 ms tone made on the spot, so nothing is downloaded for it. */
function beep() {
  try {
    const AudioCtx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const ctx = new AudioCtx();
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.15);
    tone.connect(gain).connect(ctx.destination);
    tone.start();
    tone.stop(ctx.currentTime + 0.16);
    tone.onended = () => void ctx.close();
  } catch (error) {
    console.error('Voice search: could not play the start sound', error);
  }
}

/** Speech recognition support never changes while the page is open. */
const noChanges = () => () => {};

/** `supported` is false where the browser has no speech recognition (the mic button is then hidden). */
export function useVoiceSearch(onTranscript: (text: string) => void) {
  // Known only in the browser: false on the server's first render and while hydrating it.
  const supported = useClientStore(
    noChanges,
    () => recognitionConstructor() !== null,
    () => false,
  );
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const callback = useRef(onTranscript);
  callback.current = onTranscript;

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = () => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const Recognition = recognitionConstructor();
    if (!Recognition) return;
    beep();
    const rec = new Recognition();
    rec.lang = VOICE_LANGUAGE;
    rec.interimResults = false;
    rec.maxAlternatives = 1;
    rec.continuous = false;
    let heard = false;
    rec.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim();
      if (heard || !transcript) return;
      heard = true;
      setListening(false);
      callback.current(transcript);
    };
    // product rules §8: voice errors are only logged; they stop listening and nothing else.
    rec.onerror = (event) => {
      console.error('Voice search error:', event.error ?? event);
      setListening(false);
    };
    rec.onend = () => setListening(false);
    recognition.current = rec;
    try {
      rec.start();
      setListening(true);
    } catch (error) {
      console.error('Voice search error:', error);
      setListening(false);
    }
  };

  return { supported, listening, toggle };
}
