/**
 * Table sounds: short beeps made with WebAudio oscillators, so there is nothing to download.
 * The AudioContext is created on the first sound after a user gesture (browsers block it before)
 * and the mute choice is remembered in localStorage.
 */

export type SoundName = "turn" | "draw" | "discard" | "tick" | "declare" | "win" | "lose" | "error" | "deal";

interface Note {
  readonly freq: number;
  readonly at: number;
  readonly dur: number;
  readonly type?: OscillatorType;
  readonly gain?: number;
}

const SOUNDS: Readonly<Record<SoundName, readonly Note[]>> = {
  turn: [
    { freq: 660, at: 0, dur: 0.09 },
    { freq: 880, at: 0.1, dur: 0.12 },
  ],
  draw: [{ freq: 520, at: 0, dur: 0.05, type: "triangle", gain: 0.18 }],
  discard: [{ freq: 360, at: 0, dur: 0.06, type: "triangle", gain: 0.2 }],
  tick: [{ freq: 1000, at: 0, dur: 0.03, type: "square", gain: 0.05 }],
  deal: [
    { freq: 440, at: 0, dur: 0.04, type: "triangle", gain: 0.12 },
    { freq: 440, at: 0.07, dur: 0.04, type: "triangle", gain: 0.12 },
    { freq: 440, at: 0.14, dur: 0.04, type: "triangle", gain: 0.12 },
  ],
  declare: [
    { freq: 523, at: 0, dur: 0.1 },
    { freq: 659, at: 0.1, dur: 0.1 },
    { freq: 784, at: 0.2, dur: 0.16 },
  ],
  win: [
    { freq: 523, at: 0, dur: 0.12 },
    { freq: 659, at: 0.12, dur: 0.12 },
    { freq: 784, at: 0.24, dur: 0.12 },
    { freq: 1047, at: 0.36, dur: 0.3 },
  ],
  lose: [
    { freq: 392, at: 0, dur: 0.16 },
    { freq: 330, at: 0.16, dur: 0.24 },
  ],
  error: [{ freq: 180, at: 0, dur: 0.14, type: "sawtooth", gain: 0.08 }],
};

const MUTE_KEY = "rummy.table.muted";

export interface SoundPlayer {
  play(name: SoundName): void;
  readonly muted: boolean;
  setMuted(muted: boolean): void;
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

export function createSoundPlayer(): SoundPlayer {
  let context: AudioContext | null = null;
  let muted = readMuted();
  // Browsers refuse audio before the page's first user gesture; until then sounds are skipped
  // quietly instead of creating a context that would only log a warning.
  let unlocked = false;
  const unlock = () => {
    unlocked = true;
    window.removeEventListener("pointerdown", unlock, true);
    window.removeEventListener("keydown", unlock, true);
  };
  if (typeof window !== "undefined") {
    window.addEventListener("pointerdown", unlock, true);
    window.addEventListener("keydown", unlock, true);
  }
  const ensure = (): AudioContext | null => {
    if (context) return context;
    const Ctor = typeof window === "undefined" ? undefined : window.AudioContext;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
    return context;
  };
  return {
    get muted() {
      return muted;
    },
    setMuted(value) {
      muted = value;
      try {
        localStorage.setItem(MUTE_KEY, value ? "1" : "0");
      } catch {
        // Private windows may refuse storage; the choice then lasts for this window only.
      }
    },
    play(name) {
      if (muted || !unlocked) return;
      const ctx = ensure();
      if (!ctx || ctx.state === "closed") return;
      if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
      const start = ctx.currentTime + 0.01;
      for (const note of SOUNDS[name]) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = note.type ?? "sine";
        osc.frequency.value = note.freq;
        const peak = note.gain ?? 0.15;
        gain.gain.setValueAtTime(0.0001, start + note.at);
        gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.dur);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start + note.at);
        osc.stop(start + note.at + note.dur + 0.02);
      }
    },
  };
}

/** A silent player for tests and for browsers without WebAudio. */
export const SILENT: SoundPlayer = { play: () => undefined, muted: true, setMuted: () => undefined };
