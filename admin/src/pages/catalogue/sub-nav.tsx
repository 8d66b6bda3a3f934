// Links between pages that belong together (prizes and categories, text pages and the menu).
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link';

export function SubNav({ items, path }: { items: { to: string; label: string }[]; path: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Sections`} className="sub-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} current={path === item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
