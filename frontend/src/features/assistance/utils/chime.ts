// A short, quiet tone for a new request, made with Web Audio (no sound file to download).
export function playChime(): void {
  const AudioContextClass = typeof window !== 'undefined' ? window.AudioContext : undefined;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = 880;
    volume.gain.value = 0.08;
    tone.connect(volume).connect(context.destination);
    tone.onended = () => void context.close();
    tone.start();
    tone.stop(context.currentTime + 0.18);
  } catch {
    // No audio output: the spoken announcement still says it.
  }
}
