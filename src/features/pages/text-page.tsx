// Help, terms, about, business, privacy policy, welcome and the operator's own pages: a title and the
// server's sanitised HTML. A page that has moved sends the visitor on to its new address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { WelcomeStep } from '@contract';
import { ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { imageUrl } from '@/lib/image-url';
import { useAtomValue } from '@/state/jotai';
import { currentLanguageAtom } from '@/state/settings';
import { useContentTitle } from '@/lib/use-content-title';
import { contentQueryOptions } from '@/api/queries/content';
import styles from './text-page.module.css';

/** The welcome page's three steps (the same ones the welcome tour shows). */
function Steps({ steps }: { steps: WelcomeStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={i} className={styles.stepItem}>
          {step.image_id ? <img src={imageUrl(step.image_id, 600, 400)} alt="" width={300} height={200} loading="lazy" className={styles.stepImage} /> : null}
          <div className={styles.stepText}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <h2 className={styles.stepTitle}>{step.title}</h2>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Skeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.skeleton} role="status" aria-label={t`Loading`}>
      <span className={styles.skeletonTitle} />
      {Array.from({ length: 7 }, (_, i) => (
        <span key={i} className={styles.skeletonLine} />
      ))}
    </div>
  );
}

/** `notFound`: what to show when there is no page at this address (the app's 404 page). */
export function TextPage({ slug, notFound }: { slug: string; notFound?: ReactNode }) {
  const lang = useAtomValue(currentLanguageAtom);
  const content = useQuery(contentQueryOptions(slug, lang));
  useContentTitle(content.data?.title);
  const navigate = useNavigate();
  const movedTo = content.data && content.data.slug !== slug ? content.data.slug : null;
  useEffect(() => {
    if (movedTo) void navigate({ to: '/$lang/$page', params: { lang, page: movedTo }, replace: true });
  }, [movedTo, lang, navigate]);

  if (notFound && content.error instanceof ApiError && content.error.status === 404) return notFound;

  return (
    <div className={styles.page}>
      <article className={styles.article} aria-busy={content.isPending || undefined}>
        {content.isPending ? (
          <Skeleton />
        ) : content.isError ? (
          <div className={styles.error} role="alert">
            <h1 className={styles.errorTitle}>
              <Trans>This page could not be loaded</Trans>
            </h1>
            <p>
              <Trans>Please check your connection and try again.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void content.refetch()} loading={content.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <>
            <h1 className={styles.title}>{content.data.title}</h1>
            <div
              className={styles.body}
              // Sanitised by the server (getContent answers clean HTML).
              dangerouslySetInnerHTML={{ __html: content.data.body }}
            />
            {content.data.steps?.length ? <Steps steps={content.data.steps} /> : null}
          </>
        )}
      </article>
    </div>
  );
}
