// A challenge's view: its texts are worked out once per kept row and language (view.ts), and each
// member's state is still their own.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { ChallengeRow, OptionRow, UserChallengeRow } from '../../server/services/challenges/types';
import { toChallengeView } from '../../server/services/challenges/view';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const now = new Date('2026-11-25T12:00:00Z');

const quiz = (question: string): ChallengeRow =>
  ({
    id: 7,
    type: 'text_quiz',
    name: { en: 'Capitals', lt: 'Sostinės' },
    description: { en: 'Pick one', lt: 'Pasirinkite' },
    imageId: null,
    imageLargeId: null,
    points: 10,
    pointsMultipleText: null,
    segmentId: null,
    rewardType: 'points',
    prizeId: null,
    tags: [],
    startTime: null,
    endTime: null,
    customData: { question: { en: question, lt: 'Klausimas' }, correct_option_id: 1 },
    rules: {},
    canHide: true,
    ownerId: null,
    progressDivisor: null,
    failureDelayDays: 1,
    sortOrder: 0,
    active: true,
    announcedAt: null,
    createdAt: now,
  }) as ChallengeRow;

const options: OptionRow[] = [
  { id: 1, challengeId: 7, text: { en: 'Vilnius', lt: 'Vilnius' }, imageId: null, isCorrect: true, sortOrder: 0 },
  { id: 2, challengeId: 7, text: { en: 'Riga', lt: 'Ryga' }, imageId: null, isCorrect: false, sortOrder: 1 },
];

const completedRow: UserChallengeRow = {
  userId: 1,
  challengeId: 7,
  status: 'completed',
  acceptedAt: now,
  retryAt: null,
  snoozedAt: null,
  completedAt: now,
  progressDividend: 0,
  answer: null,
  updatedAt: now,
};

const view = (challenge: ChallengeRow, lang: string, userChallenge: UserChallengeRow | null = null) =>
  toChallengeView(
    { challenge, userChallenge, options, ownerName: null, ownerEmail: null, achievementId: userChallenge ? 3 : null },
    { lang, config, now, log: { error: () => {} } },
  );

const texts = (challenge: ReturnType<typeof view>) => (challenge.custom_data.options as Array<{ text?: string }>).map((o) => o.text);

describe('challenge view', () => {
  it('gives each language its own texts from the same kept row, without the right answer', () => {
    const row = quiz('Capital of Lithuania?');
    const en = view(row, 'en');
    const lt = view(row, 'lt');
    expect([en.name, en.custom_data.question, texts(en)]).toEqual(['Capitals', 'Capital of Lithuania?', ['Vilnius', 'Riga']]);
    expect([lt.name, lt.custom_data.question, texts(lt)]).toEqual(['Sostinės', 'Klausimas', ['Vilnius', 'Ryga']]);
    expect(view(row, 'en').name).toBe('Capitals');
    expect(JSON.stringify([en, lt])).not.toMatch(/correct/);
  });

  it("keeps each member's state their own while the texts are shared", () => {
    const row = quiz('Capital of Lithuania?');
    const theirs = view(row, 'en', completedRow);
    const mine = view(row, 'en');
    expect([theirs.state, theirs.accepted, theirs.achievement_id]).toEqual(['completed', true, 3]);
    expect([mine.state, mine.accepted, mine.achievement_id]).toEqual(['default', false, null]);
  });

  it('shows an edited challenge (a new row) with its new texts', () => {
    expect(view(quiz('Old question?'), 'en').custom_data.question).toBe('Old question?');
    expect(view(quiz('New question?'), 'en').custom_data.question).toBe('New question?');
  });
});
