// What a history file holds, column by column, and how its lines meet the balance brought over.
import { Trans } from '@lingui/react/macro';

export function HistoryColumns() {
  return (
    <details className="import-columns">
      <summary><Trans>Which columns the file has</Trans></summary>
      <p>
        <Trans>A CSV file in UTF-8, one line of a member’s past points history per row, with the column names on its first line. Import the members file first: each member’s lines must add up to the balance it brought over. They appear in the member’s history at their own dates, followed by one entry that takes their sum back off, so the balance stays as it is.</Trans>
      </p>
      <dl>
        <dt><code>external_id</code></dt>
        <dd><Trans>The member’s id in the previous programme, as in the members file.</Trans></dd>
        <dt><code>line_id</code></dt>
        <dd><Trans>The line’s own id in the previous programme, unique for the member. Importing the same line again adds nothing.</Trans></dd>
        <dt><code>date</code></dt>
        <dd><Trans>The day of the line, as YYYY-MM-DD.</Trans></dd>
        <dt><code>points</code></dt>
        <dd><Trans>Points added, or taken off with a minus sign (-50 for points spent).</Trans></dd>
        <dt><code>description</code></dt>
        <dd><Trans>Optional: what the member reads in their history, such as the shop or the prize.</Trans></dd>
      </dl>
    </details>
  );
}
