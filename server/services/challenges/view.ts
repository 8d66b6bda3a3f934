// A challenge as the app sees it (the Challenge of contract/challenges.ts): localized, with the
// user's state, and never with which option is right.
import type { Challenge, ChallengeCustomData, ChallengeOption, ChallengeState } from '../../../contract/challenges';
import type { ChallengeType } from '../../../contract/challenge-answers';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { localize, localizeDeep } from '../texts/localize';
import { deeper } from '../texts/stored-json-depth';
import type { OptionRow } from './types';
import { OPTION_TYPES, verifierFor } from './registry';
import type { ChallengeRow, UserChallengeRow } from './types';

export interface ChallengeRecord {
  challenge: ChallengeRow;
  userChallenge: UserChallengeRow | null;
  ownerName: string | null;
  ownerEmail: string | null;
  achievementId: number | null;
  /** Quizzes and surveys: their options in order; null for other types. */
  options: OptionRow[] | null;
}

export interface ViewContext {
  lang: string;
  config: Config;
  now: Date;
  /** Where a challenge whose view cannot be made is reported. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

// Belt and braces: answers are kept in challenge_options and rules, but a hand-edited custom_data
// must not reveal them either.
const SECRET_KEYS = new Set(['is_correct', 'correct', 'correct_option', 'correct_option_id', 'correct_option_ids', 'correct_answer']);

function withoutSecrets(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object') return value;
  const below = deeper(depth);
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, below));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEYS.has(key))
      .map(([key, v]) => [key, withoutSecrets(v, below)]),
  );
}

export function challengeState(userChallenge: UserChallengeRow | null, now: Date): ChallengeState {
  if (!userChallenge) return 'default';
  if (userChallenge.status === 'completed') return 'completed';
  if (userChallenge.status === 'failed' && userChallenge.retryAt && userChallenge.retryAt > now) return 'failed';
  if (userChallenge.status === 'pending') return 'pending';
  return 'default';
}

/** When the user may work on the challenge: the retry time while a failure's delay runs, else the challenge's start. */
export function effectiveStart(challenge: ChallengeRow, userChallenge: UserChallengeRow | null, now: Date): Date | null {
  const retryAt = userChallenge?.status === 'failed' ? userChallenge.retryAt : null;
  if (retryAt && retryAt > now && (!challenge.startTime || retryAt > challenge.startTime)) return retryAt;
  return challenge.startTime;
}

export function progressDivisorOf(challenge: ChallengeRow): number | null {
  return verifierFor(challenge.type)?.progressDivisor?.(challenge) ?? challenge.progressDivisor ?? null;
}

function optionView(option: OptionRow, ctx: ViewContext): ChallengeOption {
  const view: ChallengeOption = { id: option.id };
  const text = option.text ? localize(option.text, ctx.lang, ctx.config.DEFAULT_LANGUAGE) : '';
  if (text) view.text = text;
  if (option.imageId !== null) view.image_id = option.imageId;
  return view;
}

/** What a challenge's view is in one language, whoever reads it. */
interface ProgrammeText {
  name: string;
  description: string;
  pointsMultipleText: string | null;
  customData: ChallengeCustomData;
  divisor: number | null;
}

/**
 * Per challenge row and language, for as long as the row is kept (catalogue.ts keeps the programme's rows
 * until an operator changes them): every member's page shows the same texts, so they are worked out once.
 * The values are shared between answers and never changed after they are made.
 */
const programmeTexts = new WeakMap<ChallengeRow, Map<string, { options: OptionRow[] | null; text: ProgrammeText }>>();

function programmeText(challenge: ChallengeRow, options: OptionRow[] | null, ctx: ViewContext): ProgrammeText {
  const { lang, config } = ctx;
  const key = `${lang}:${config.DEFAULT_LANGUAGE}:${config.LANGUAGES.join(',')}`;
  let byLanguage = programmeTexts.get(challenge);
  const known = byLanguage?.get(key);
  if (known && known.options === options) return known.text;

  const text = (value: ChallengeRow['name'] | null) => localize(value, lang, config.DEFAULT_LANGUAGE);
  const customData = localizeDeep(withoutSecrets(challenge.customData), lang, config.LANGUAGES, config.DEFAULT_LANGUAGE) as ChallengeCustomData;
  if (OPTION_TYPES.has(challenge.type)) customData.options = (options ?? []).map((o) => optionView(o, ctx));
  // The form shows survey_text's minimum before the answer is sent (its verifier's textLimits).
  if (challenge.type === 'survey_text' && typeof challenge.rules.min_length === 'number') customData.min_length = challenge.rules.min_length;
  const made: ProgrammeText = {
    name: text(challenge.name),
    description: text(challenge.description),
    pointsMultipleText: challenge.pointsMultipleText ? text(challenge.pointsMultipleText) || null : null,
    customData,
    divisor: progressDivisorOf(challenge),
  };
  if (!byLanguage) programmeTexts.set(challenge, (byLanguage = new Map()));
  byLanguage.set(key, { options, text: made });
  return made;
}

export function toChallengeView(record: ChallengeRecord, ctx: ViewContext): Challenge {
  const { challenge, userChallenge } = record;
  const state = challengeState(userChallenge, ctx.now);
  const { name, description, pointsMultipleText, customData, divisor } = programmeText(challenge, record.options, ctx);

  let dividend: number | null = null;
  if (divisor !== null) {
    dividend = userChallenge?.progressDividend ?? 0;
    if (state === 'completed') dividend = Math.max(dividend, divisor);
  }

  return {
    id: challenge.id,
    name,
    description,
    type: challenge.type as ChallengeType,
    image_id: challenge.imageId,
    image_large_id: challenge.imageLargeId,
    points: challenge.points,
    points_multiple_text: pointsMultipleText,
    reward_type: challenge.rewardType,
    prize_id: challenge.prizeId,
    tags: challenge.tags,
    accepted: Boolean(userChallenge?.acceptedAt),
    start_time: iso(effectiveStart(challenge, userChallenge, ctx.now)),
    end_time: iso(challenge.endTime),
    custom_data: customData,
    can_hide: challenge.canHide,
    challenge_owner_id: challenge.ownerId,
    challenge_owner_name: record.ownerName,
    challenge_owner_email: record.ownerEmail,
    progress_dividend: dividend,
    progress_divisor: divisor,
    state,
    failure_delay_days: challenge.failureDelayDays,
    achievement_id: state === 'completed' ? record.achievementId : null,
    sort_order: challenge.sortOrder,
  };
}

/** Rows already reported, so that a bad row is logged once per process, not on every member's page. */
const reported = new WeakSet<ChallengeRow>();

/** The view, or null (logged) when this one stored row cannot be shown: it must not fail a whole list. */
export function viewOrSkip(record: ChallengeRecord, ctx: ViewContext): Challenge | null {
  try {
    return toChallengeView(record, ctx);
  } catch (err) {
    if (!reported.has(record.challenge)) ctx.log.error({ err, challengeId: record.challenge.id }, 'challenge left out: its stored data cannot be shown');
    reported.add(record.challenge);
    return null;
  }
}
