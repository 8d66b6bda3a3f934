// video_quiz: a video (custom_data.video_url) and a question about it; answer {option_id}.
import { useLingui } from '@lingui/react/macro';
import { customText } from './custom-data';
import { QuizForm } from './quiz-form';
import styles from './widgets.module.css';
import type { WidgetProps } from './widget-types';

export function VideoQuizWidget(props: WidgetProps<'video_quiz'>) {
  const { t } = useLingui();
  const url = customText(props.challenge, 'video_url');
  const captions = customText(props.challenge, 'captions_url');
  const media = url ? (
    <div className={styles.video}>
      {/* Captions come with the operator's video when custom_data.captions_url is set. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video src={url} controls playsInline preload="metadata" aria-label={t`Video: ${props.challenge.name}`}>
        {captions ? <track kind="captions" src={captions} label={t`Captions`} default /> : null}
        <a href={url}>{t`Open the video`}</a>
      </video>
    </div>
  ) : null;
  return <QuizForm {...props} media={media} />;
}
