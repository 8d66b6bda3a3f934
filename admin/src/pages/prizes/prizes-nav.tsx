// Prizes and their categories, side by side.
import { useLingui } from '@lingui/react/macro';
import { SubNav } from '../catalogue/sub-nav';

export function PrizesNav() {
  const { t } = useLingui();
  return <SubNav items={[{ to: '/prizes', label: t`Prizes` }, { to: '/prizes/categories', label: t`Categories` }]} />;
}
