// What a members file holds, column by column, so the operator can prepare it.
import { Trans } from '@lingui/react/macro';

export function ImportColumns() {
  return (
    <details className="import-columns">
      <summary><Trans>Which columns the file has</Trans></summary>
      <p>
        <Trans>A CSV file in UTF-8, separated by commas, semicolons or tabs, with the column names on its first line (in any order). Only external_id and balance must be there; a column the file leaves out leaves that detail of members imported before as it is.</Trans>
      </p>
      <dl>
        <dt><code>external_id</code></dt>
        <dd><Trans>The member’s id in the previous programme. Importing the same id again updates that member; it never adds one twice.</Trans></dd>
        <dt><code>first_name</code>, <code>last_name</code></dt>
        <dd><Trans>The member’s name.</Trans></dd>
        <dt><code>phone</code></dt>
        <dd><Trans>With its country code (+370 600 00000) or as a national number (8 600 00000). The member signs in with it.</Trans></dd>
        <dt><code>email</code></dt>
        <dd><Trans>Optional.</Trans></dd>
        <dt><code>language</code></dt>
        <dd><Trans>en or lt; empty for the programme’s default.</Trans></dd>
        <dt><code>customer_id</code></dt>
        <dd><Trans>The number on the member’s card, if members sign in with it. Each member needs a phone or a customer id.</Trans></dd>
        <dt><code>joined</code></dt>
        <dd><Trans>The day the member joined, as YYYY-MM-DD; used when the member is added.</Trans></dd>
        <dt><code>balance</code></dt>
        <dd><Trans>Points the member has. They arrive in the member’s history as one entry; importing a new balance later adds or removes only the difference.</Trans></dd>
      </dl>
    </details>
  );
}
