// A new text page at an address the operator chooses: checked here as the server will (small letters,
// digits, dashes; not an address of the app's own screens), then the editor opens to write it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isFixedPageSlug, isReservedSlug, PAGE_SLUG_PATTERN } from '@contract/content-slugs';
import { useNavigate } from '@tanstack/react-router';

export function NewPageForm({ taken }: { taken: string[] }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const hintId = useId();
  const problemId = useId();
  const [slug, setSlug] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = slug.trim().toLowerCase();
    if (!PAGE_SLUG_PATTERN.test(wanted)) setProblem(t`Use 2 to 60 small letters, digits and single dashes, e.g. summer-rules.`);
    else if (isReservedSlug(wanted) || isFixedPageSlug(wanted)) setProblem(t`This address belongs to the app itself. Choose another.`);
    else if (taken.includes(wanted)) setProblem(t`There is a page at this address already.`);
    else void navigate({ to: '/pages/$slug', params: { slug: wanted } });
  };
  return (
    <form className="card new-page" onSubmit={submit} noValidate>
      <h2><Trans>New page</Trans></h2>
      <label>
        <Trans>Address in the app</Trans>
        <span className="slug-input">
          <span aria-hidden="true">/en/</span>
          <input
            value={slug}
            onChange={(e) => {
              setSlug(e.currentTarget.value);
              setProblem(null);
            }}
            maxLength={60}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={problem ? true : undefined}
          />
        </span>
      </label>
      <p id={hintId} className="hint"><Trans>Members open it at /en/address and /lt/address. Small letters, digits and dashes.</Trans></p>
      {problem && <p id={problemId} className="field-problem" role="alert">{problem}</p>}
      <div className="actions">
        <button type="submit"><Trans>Write the page</Trans></button>
      </div>
    </form>
  );
}
