// R5 "visible and audible": announcements are spoken with the browser's speech synthesis where a
// voice exists, else a chime is played with WebAudio. Browsers allow sound only after a tap, so
// the page shows a "Sound on" button that calls enableSound() from the tap.

let audio: AudioContext | null = null;
let enabled = false;

export function isSoundEnabled(): boolean {
  return enabled;
}

/** Call from a user gesture (a tap): unlocks audio and speech for this page. */
export function enableSound(): void {
  enabled = true;
  const Ctx =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!audio && Ctx) audio = new Ctx();
  void audio?.resume().catch(() => undefined);
  // Some browsers unlock speech only when speak() is first called inside a gesture.
  if ("speechSynthesis" in window) {
    const silent = new SpeechSynthesisUtterance("");
    silent.volume = 0;
    window.speechSynthesis.speak(silent);
  }
}

export function disableSound(): void {
  enabled = false;
  if ("speechSynthesis" in window) window.speechSynthesis.cancel();
}

function hasVoice(): boolean {
  return "speechSynthesis" in window && window.speechSynthesis.getVoices().length > 0;
}

/** Says `text` (or chimes `chimes` times when no voice is available). */
export function announce(text: string, chimes = 1): "spoken" | "chimed" | "silent" {
  if (!enabled) return "silent";
  if (hasVoice()) {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = 0.95;
    window.speechSynthesis.speak(utterance);
    return "spoken";
  }
  if (!audio) return "silent";
  for (let i = 0; i < chimes; i++) chime(audio, audio.currentTime + i * 0.45);
  return "chimed";
}

function chime(ctx: AudioContext, at: number): void {
  for (const [frequency, gainValue] of [
    [880, 0.3],
    [1320, 0.12],
  ] as const) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(gainValue, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 1);
  }
}
