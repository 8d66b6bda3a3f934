// The editor's form state, made from a stored challenge or empty, and turned into the request body.
import type { z } from 'zod';
import type { ChallengeType } from '@contract/challenge-answers';
import type * as C from '@contract/console/challenges';
import { FORM_CUSTOM_KEYS, FORM_RULE_KEYS, TYPE_FIELDS, type CustomPlainKey, type CustomTextKey, type NumberKey } from './fields';

export type ChallengeDetail = z.infer<typeof C.ChallengeDetail>;
export type ChallengeChoices = z.infer<typeof C.ChallengeChoices>;
export type ChallengeListItem = z.infer<typeof C.ChallengeListItem>;
export type ChallengeSaved = z.infer<typeof C.ChallengeSaved>;
export type DraftBody = z.input<typeof C.ChallengeDraftBody>;
export type Texts = Record<string, string>;

export interface OptionState {
  id?: number;
  /** Keeps React's keys steady while options are added and removed. */
  key: string;
  text: Texts;
  imageId: number | null;
  correct: boolean;
}

export interface FormState {
  type: ChallengeType;
  name: Texts;
  description: Texts;
  texts: Partial<Record<CustomTextKey, Texts>>;
  plain: Partial<Record<CustomPlainKey, string>>;
  numbers: Partial<Record<NumberKey, string>>;
  event: string;
  imageId: number | null;
  reward: 'points' | 'prize';
  points: string;
  prizeId: string;
  ownerId: string;
  publish: 'now' | 'later';
  /** datetime-local values, in the browser's time zone. */
  start: string;
  end: string;
  failureDelayDays: string;
  canHide: boolean;
  options: OptionState[];
  /** What the form does not edit, kept as stored. */
  otherCustomData: Record<string, unknown>;
  otherRules: Record<string, unknown>;
  tags: string[];
  sortOrder: number;
  progressDivisor: number | null;
  segmentId: number | null;
}

let keys = 0;
export const optionKey = () => `option-${++keys}`;
export const newOption = (): OptionState => ({ key: optionKey(), text: {}, imageId: null, correct: false });

export function emptyForm(type: ChallengeType = 'text_quiz'): FormState {
  return {
    type,
    name: {},
    description: {},
    texts: {},
    plain: {},
    numbers: {},
    event: '',
    imageId: null,
    reward: 'points',
    points: '50',
    prizeId: '',
    ownerId: '',
    publish: 'now',
    start: '',
    end: '',
    failureDelayDays: '1',
    canHide: true,
    options: [newOption(), newOption()],
    otherCustomData: {},
    otherRules: {},
    tags: [],
    sortOrder: 0,
    progressDivisor: null,
    segmentId: null,
  };
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const asTexts = (value: unknown): Texts =>
  typeof value === 'string' ? { en: value } : value && typeof value === 'object' ? (value as Texts) : {};

export function formOf(detail: ChallengeDetail): FormState {
  const c = detail.challenge;
  const texts: FormState['texts'] = {};
  const plain: FormState['plain'] = {};
  const numbers: FormState['numbers'] = {};
  for (const [key, value] of Object.entries(c.custom_data)) {
    if (['question', 'placeholder', 'button_text', 'consent_text', 'invitation_text'].includes(key)) texts[key as CustomTextKey] = asTexts(value);
    else if (['url', 'video_url', 'captions_url', 'partner_name'].includes(key)) plain[key as CustomPlainKey] = String(value);
    else if (typeof value === 'number') numbers[`custom_data.${key}` as NumberKey] = String(value);
  }
  for (const [key, value] of Object.entries(c.rules)) if (typeof value === 'number') numbers[`rules.${key}` as NumberKey] = String(value);
  const start = c.start_time && Date.parse(c.start_time) > Date.now() ? c.start_time : null;
  return {
    ...emptyForm(c.type),
    name: c.name,
    description: c.description,
    texts,
    plain,
    numbers,
    event: typeof c.rules.event === 'string' ? c.rules.event : '',
    imageId: c.image_id,
    reward: c.prize_id ? 'prize' : 'points',
    points: String(c.points),
    prizeId: c.prize_id ? String(c.prize_id) : '',
    ownerId: c.owner_id ? String(c.owner_id) : '',
    publish: start ? 'later' : 'now',
    start: start ? localInput(start) : '',
    end: localInput(c.end_time),
    failureDelayDays: String(c.failure_delay_days),
    canHide: c.can_hide,
    options: c.options.map((o) => ({ id: o.id, key: optionKey(), text: o.text ?? {}, imageId: o.image_id, correct: o.correct })),
    otherCustomData: Object.fromEntries(Object.entries(c.custom_data).filter(([k]) => !FORM_CUSTOM_KEYS.has(k))),
    otherRules: Object.fromEntries(Object.entries(c.rules).filter(([k]) => !FORM_RULE_KEYS.has(k))),
    tags: c.tags,
    sortOrder: c.sort_order,
    progressDivisor: c.progress_divisor,
    segmentId: c.segment_id,
  };
}

const filled = (texts: Texts | undefined) => Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => v.trim() !== ''));
const whole = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : undefined);
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/** The request body: only what the type uses; a started challenge's start is sent back unchanged. */
export function bodyOf(form: FormState, storedStart: string | null = null): DraftBody {
  const fields = TYPE_FIELDS[form.type];
  const customData: Record<string, unknown> = { ...form.otherCustomData };
  const rules: Record<string, unknown> = { ...form.otherRules };
  for (const key of fields.texts ?? []) if (Object.keys(filled(form.texts[key])).length) customData[key] = filled(form.texts[key]);
  for (const key of fields.plain ?? []) if (form.plain[key]?.trim()) customData[key] = form.plain[key]!.trim();
  for (const key of fields.numbers ?? []) {
    const [where, name] = key.split('.') as ['custom_data' | 'rules', string];
    const n = whole(form.numbers[key]);
    if (n !== undefined) (where === 'rules' ? rules : customData)[name] = n;
  }
  if (fields.event && form.event.trim()) rules.event = form.event.trim();
  const started = storedStart && Date.parse(storedStart) <= Date.now() ? storedStart : null;
  return {
    type: form.type,
    name: filled(form.name),
    description: filled(form.description),
    image_id: form.imageId,
    points: form.reward === 'points' ? (whole(form.points) ?? 0) : 0,
    prize_id: form.reward === 'prize' && form.prizeId ? Number(form.prizeId) : null,
    owner_id: form.ownerId ? Number(form.ownerId) : null,
    tags: form.tags,
    can_hide: form.canHide,
    start_time: form.publish === 'later' ? instant(form.start) : started,
    end_time: instant(form.end),
    custom_data: customData,
    rules,
    options: fields.options
      ? form.options.map((o) => ({
          ...(o.id ? { id: o.id } : {}),
          text: fields.options === 'text' ? filled(o.text) : null,
          image_id: fields.options === 'image' ? o.imageId : null,
          correct: Boolean(fields.correct) && o.correct,
        }))
      : [],
    progress_divisor: form.progressDivisor,
    failure_delay_days: whole(form.failureDelayDays) ?? 1,
    sort_order: form.sortOrder,
    segment_id: form.segmentId,
  };
}
