import { Trans } from '@lingui/react/macro';

export function DashboardScreen() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">
        <Trans>Challenges</Trans>
      </h1>
    </section>
  );
}
