// Links between pages that belong together (prizes and categories, text pages and the menu).
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ConsolePath } from '../../routes/paths';

export function SubNav({ items }: { items: { to: ConsolePath; label: string }[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Sections`} className="sub-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} activeOptions={{ exact: true }}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
