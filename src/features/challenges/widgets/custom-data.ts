// Typed reads of a challenge's custom_data (what its widget shows; docs/contract.md).
import type { Challenge, ChallengeOption } from '@contract/challenges';

type WithData = Pick<Challenge, 'custom_data'>;

export function customText(challenge: WithData, key: string): string | null {
  const value = challenge.custom_data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function customNumber(challenge: WithData, key: string): number | null {
  const value = challenge.custom_data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function customTexts(challenge: WithData, key: string): string[] {
  const value = challenge.custom_data[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

export function customOptions(challenge: WithData): ChallengeOption[] {
  const value = challenge.custom_data.options;
  if (!Array.isArray(value)) return [];
  return value.filter((o): o is ChallengeOption => typeof o === 'object' && o !== null && typeof (o as ChallengeOption).id === 'number');
}

/** How many options a survey takes: custom_data min/max, one unless max (or multiple) says more. */
export function surveyLimits(challenge: WithData, optionCount: number): { min: number; max: number } {
  const whole = (v: number | null) => (v !== null && Number.isInteger(v) && v > 0 ? v : null);
  const max = Math.max(1, Math.min(whole(customNumber(challenge, 'max')) ?? (challenge.custom_data.multiple === true ? optionCount : 1), optionCount));
  const min = Math.max(1, Math.min(whole(customNumber(challenge, 'min')) ?? 1, max));
  return { min, max };
}
