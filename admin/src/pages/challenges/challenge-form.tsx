// The editor's form: the fields every challenge has, and those of its type (TypeFields, OptionsEditor).
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentPicker } from '../segments/segment-picker';
import type { ChallengeType } from '@contract/challenge-answers';
import { CHALLENGE_TYPES } from '@contract/challenge-types';
import type { ChallengeChoices, FormState } from './draft';
import { FieldProblems } from '../../ui/field-problems';
import { TYPE_FIELDS } from './fields';
import { ImagePicker } from '../../ui/image-picker';
import { useChallengeWords } from './labels';
import { OptionsEditor } from './options-editor';
import { TextsInput } from './texts-input';
import { TypeFields } from './type-fields';

interface Props {
  form: FormState;
  set: (patch: Partial<FormState>) => void;
  choices: ChallengeChoices;
  problems: Record<string, string[]>;
  locked: string[];
}

const described = (problems: string[] | undefined, id: string) =>
  problems?.length ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};

export function ChallengeForm({ form, set, choices, problems, locked }: Props) {
  const { t } = useLingui();
  const words = useChallengeWords();
  const fields = TYPE_FIELDS[form.type];
  const languages = choices.languages;
  const isLocked = (field: string) => locked.includes(field);
  const changeType = (type: ChallengeType) => set({ type });
  return (
    <>
      <section className="card stack" aria-labelledby="what-title">
        <h2 id="what-title"><Trans>What it is</Trans></h2>
        <label>
          <Trans>Type</Trans>
          <select value={form.type} disabled={isLocked('type')} onChange={(e) => changeType(e.currentTarget.value as ChallengeType)} {...described(problems.type, 'type-problems')}>
            {CHALLENGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {words.type(type)}
              </option>
            ))}
          </select>
          <FieldProblems id="type-problems" problems={problems.type} />
        </label>
        <TextsInput name="name" label={t`Title`} languages={languages} required={choices.default_language} value={form.name} onChange={(name) => set({ name })} maxLength={120} problems={problems.name} />
        <TextsInput
          name="description"
          label={t`Description`}
          languages={languages}
          required={choices.default_language}
          value={form.description}
          onChange={(description) => set({ description })}
          multiline
          maxLength={2000}
          problems={problems.description}
        />
        <ImagePicker label={t`Picture of the challenge`} imageId={form.imageId} onChange={(imageId) => set({ imageId })} problems={problems.image_id} />
      </section>

      <section className="card stack" aria-labelledby="answer-title">
        <h2 id="answer-title"><Trans>What the member does</Trans></h2>
        <TypeFields form={form} set={set} languages={languages} problems={problems} locked={isLocked('rules')} />
        {fields.options && (
          <OptionsEditor
            kind={fields.options}
            quiz={Boolean(fields.correct)}
            languages={languages}
            options={form.options}
            onChange={(options) => set({ options })}
            locked={isLocked('options')}
            problems={problems}
          />
        )}
        {!fields.options && !fields.texts && !fields.plain && !fields.event && !fields.numbers && (
          <p className="hint"><Trans>This type needs nothing more: the app asks the member for it, or the server completes it by itself.</Trans></p>
        )}
        {fields.correct && (
          <label>
            <Trans>Days a wrong answer locks the quiz</Trans>
            <input type="number" min={0} max={365} step={1} value={form.failureDelayDays} onInput={(e) => set({ failureDelayDays: e.currentTarget.value })} />
          </label>
        )}
      </section>

      <section className="card stack" aria-labelledby="reward-title">
        <h2 id="reward-title"><Trans>Reward</Trans></h2>
        <fieldset className="choice">
          <legend><Trans>The member gets</Trans></legend>
          <label><input type="radio" name="reward" checked={form.reward === 'points'} disabled={isLocked('points')} onChange={() => set({ reward: 'points' })} /> <Trans>Points</Trans></label>
          <label><input type="radio" name="reward" checked={form.reward === 'prize'} disabled={isLocked('points') || !choices.prizes.length} onChange={() => set({ reward: 'prize' })} /> <Trans>A prize</Trans></label>
        </fieldset>
        {form.reward === 'points' ? (
          <label>
            <Trans>Points</Trans>
            <input type="number" min={0} max={1_000_000} step={1} required value={form.points} disabled={isLocked('points')} onInput={(e) => set({ points: e.currentTarget.value })} {...described(problems.points, 'points-problems')} />
            <FieldProblems id="points-problems" problems={problems.points} />
          </label>
        ) : (
          <label>
            <Trans>Prize</Trans>
            <select value={form.prizeId} required disabled={isLocked('points')} onChange={(e) => set({ prizeId: e.currentTarget.value })} {...described(problems.prize_id, 'prize-problems')}>
              <option value="">{t`Choose a prize`}</option>
              {choices.prizes.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
            <FieldProblems id="prize-problems" problems={problems.prize_id} />
          </label>
        )}
        <label>
          <Trans>Owner (shown on the card)</Trans>
          <select value={form.ownerId} onChange={(e) => set({ ownerId: e.currentTarget.value })}>
            <option value="">{t`The programme itself`}</option>
            {choices.owners.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </select>
        </label>
      </section>

      <section className="card stack" aria-labelledby="when-title">
        <h2 id="when-title"><Trans>When</Trans></h2>
        <fieldset className="choice">
          <legend><Trans>Publish</Trans></legend>
          <label><input type="radio" name="publish" checked={form.publish === 'now'} disabled={isLocked('start_time')} onChange={() => set({ publish: 'now' })} /> <Trans>Now</Trans></label>
          <label><input type="radio" name="publish" checked={form.publish === 'later'} disabled={isLocked('start_time')} onChange={() => set({ publish: 'later' })} /> <Trans>At a time</Trans></label>
        </fieldset>
        <div className="row">
          {form.publish === 'later' && (
            <label>
              <Trans>Starts</Trans>
              <input type="datetime-local" required value={form.start} onInput={(e) => set({ start: e.currentTarget.value })} {...described(problems.start_time, 'start-problems')} />
              <FieldProblems id="start-problems" problems={problems.start_time} />
            </label>
          )}
          <label>
            <Trans>Ends (leave empty for no end)</Trans>
            <input type="datetime-local" value={form.end} onInput={(e) => set({ end: e.currentTarget.value })} {...described(problems.end_time, 'end-problems')} />
            <FieldProblems id="end-problems" problems={problems.end_time} />
          </label>
        </div>
        <p className="hint"><Trans>Members hear of it by push when it starts. Times are in this computer's time zone.</Trans></p>
        <SegmentPicker value={form.segmentId} onChange={(segmentId) => set({ segmentId })} />
        <label className="inline">
          <input type="checkbox" checked={form.canHide} onChange={(e) => set({ canHide: e.currentTarget.checked })} />
          <Trans>Members may hide it for a while</Trans>
        </label>
      </section>
    </>
  );
}
