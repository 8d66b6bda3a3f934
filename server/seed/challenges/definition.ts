// How the demo programme describes a challenge before it is stored.
//
// `rules` (server-only, read by the verifiers in server/services/challenges):
//   api_event, owner_api_call   { event }: completes on the first such partner event after acceptance
//   api_event_for_period        { event, period_days, required_count }: that many events within the period
//   api_event_quantitative      { event, target_quantity }: the events' quantities add up to the target
//   user_invitation             { required_invitations }
//   survey_text                 { min_length }
// Right answers of quizzes live only in challenge_options.is_correct; custom_data never has them.
// Texts inside custom_data are language maps ({ en, lt }), localized when served.
import type { ChallengeType } from '../../../contract/challenge-answers';
import type { LocalizedText } from '../../db/schema';
import type { MotifName } from '../art/motifs';
import type { PaletteName } from '../art/pictures';

export interface Picture {
  motif: MotifName;
  palette: PaletteName;
}

export interface OptionDef {
  text: LocalizedText;
  picture?: Picture;
  correct?: boolean;
}

export interface ChallengeDef {
  key: string;
  type: ChallengeType;
  name: LocalizedText;
  description: LocalizedText;
  points: number;
  picture: Picture;
  pointsMultipleText?: LocalizedText;
  /** Key of the prize this challenge gives instead of points. */
  prize?: string;
  tags?: string[];
  canHide?: boolean;
  /** Locked until this many days after seeding. */
  startInDays?: number;
  /** Ends this many days after seeding. */
  endInDays?: number;
  customData?: Record<string, unknown>;
  options?: OptionDef[];
  rules?: Record<string, unknown>;
  progressDivisor?: number;
  failureDelayDays?: number;
}

export const t = (en: string, lt: string): LocalizedText => ({ en, lt });
