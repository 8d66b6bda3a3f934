// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSound, resetSounds } from '@/features/sound/play-sound';
import { soundsMuted } from '@/features/sound/sound-preference';
import { SOUND_NAMES, soundUrl } from '@/features/sound/sounds';
import { setSoundsMuted, SOUNDS_MUTED_STORAGE_KEY } from '@/lib/sounds-muted';
import { appStore } from '@/state/jotai';
import { settingsAtom } from '@/state/settings';
import { makeSettings } from './auth-test-helpers';

const howler = vi.hoisted(() => {
  const play = vi.fn();
  const Howl = vi.fn(function (this: { play: typeof play }) {
    this.play = play;
  });
  return { Howl, play };
});
vi.mock('howler', () => ({ Howl: howler.Howl }));

beforeEach(() => {
  localStorage.clear();
  resetSounds();
  howler.Howl.mockClear();
  howler.play.mockClear();
  appStore.set(settingsAtom, makeSettings());
});
afterEach(() => localStorage.clear());

describe('sounds (docs/product.md section 9)', () => {
  it('has the eight mp3 sounds', () => {
    expect(SOUND_NAMES).toHaveLength(8);
    expect(soundUrl('challenge-completed')).toBe('/sounds/challenge-completed.mp3');
  });

  it('is muted by the local flag, which wins over the programme default', () => {
    const settings = makeSettings();
    expect(soundsMuted(settings)).toBe(false);
    expect(soundsMuted({ ...settings, soundsMuted: true })).toBe(true);
    setSoundsMuted(true);
    expect(localStorage.getItem(SOUNDS_MUTED_STORAGE_KEY)).toBe('true');
    expect(soundsMuted(settings)).toBe(true);
    setSoundsMuted(false);
    expect(soundsMuted({ ...settings, soundsMuted: true })).toBe(false);
  });

  it('stays silent when the programme has no sounds', () => {
    setSoundsMuted(false);
    expect(soundsMuted(makeSettings({ ui: { ...makeSettings().ui, soundsEnabled: false } }))).toBe(true);
  });

  it('loads howler on the first sound and each file once', async () => {
    await playSound('achievement-collected');
    await playSound('achievement-collected');
    expect(howler.Howl).toHaveBeenCalledTimes(1);
    expect(howler.Howl).toHaveBeenCalledWith(expect.objectContaining({ src: ['/sounds/achievement-collected.mp3'] }));
    expect(howler.play).toHaveBeenCalledTimes(2);
  });

  it('plays nothing while muted', async () => {
    setSoundsMuted(true);
    await playSound('challenge-failed');
    expect(howler.Howl).not.toHaveBeenCalled();
  });

  it('plays what other features ask for with the play-sound event', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useSoundRequests } = await import('@/features/sound/sound-requests');
    const { unmount } = renderHook(() => useSoundRequests());
    window.dispatchEvent(new CustomEvent('play-sound', { detail: 'reward-created' }));
    window.dispatchEvent(new CustomEvent('play-sound', { detail: 'not-a-sound' }));
    await vi.waitFor(() => expect(howler.play).toHaveBeenCalledTimes(1));
    expect(howler.Howl).toHaveBeenCalledWith(expect.objectContaining({ src: ['/sounds/reward-created.mp3'] }));
    unmount();
  });
});
