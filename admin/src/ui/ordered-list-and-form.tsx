// A list the app shows in the staff's order (menu items, prize categories): the table with its move
// buttons on one side, the form that edits the chosen row (or makes a new one) on the other.
import { Trans } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { TableScroll } from '../ui/table-scroll';

/** Which row the form edits, what was last done, and the form's place (focus goes to its heading). */
export function useRowEditing() {
  const [editing, setEditing] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const formSpot = useRef<HTMLDivElement>(null);
  const edit = (id: number) => {
    setDone('');
    setEditing(id);
    requestAnimationFrame(() => formSpot.current?.querySelector('h2')?.focus());
  };
  /** The form saved: say so, and go back to making a new row. */
  const finished = (words: string) => {
    setDone(words);
    setEditing(null);
  };
  return { editing, setEditing, done, setDone, formSpot, edit, finished };
}

interface Props {
  titleId: string;
  title: ReactNode;
  loading: boolean;
  loaded: boolean;
  /** Said once the list has loaded and holds nothing. */
  empty: ReactNode;
  count: number;
  /** The header cells, then the rows. */
  head: ReactNode;
  rows: ReactNode;
  /** The move buttons' announcements (useReorder). */
  announcer: ReactNode;
  formSpot: React.Ref<HTMLDivElement>;
  form: ReactNode;
}

export function OrderedListAndForm({ titleId, title, loading, loaded, empty, count, head, rows, announcer, formSpot, form }: Props) {
  return (
    <div className="columns list-and-form">
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {loading && <p role="status"><Trans>Loading…</Trans></p>}
        {loaded && count === 0 && <p>{empty}</p>}
        {count > 0 && (
          <TableScroll labelledBy={titleId}>
            <table>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>{rows}</tbody>
            </table>
          </TableScroll>
        )}
        {announcer}
      </section>
      <div ref={formSpot}>{form}</div>
    </div>
  );
}
