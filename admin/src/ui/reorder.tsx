// Moving the items of a list up and down one step at a time. After a move, the keyboard focus is on
// the moved item's button again (the other one when it reached an end), so the same key moves it on,
// and the new place is announced once the list shows it (saved lists show it after the server's answer).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

type Step = -1 | 1;

interface Options<T> {
  items: T[];
  keyOf: (item: T) => string | number;
  nameOf: (item: T) => string;
  /** The whole list in its new order. */
  onReorder: (next: T[]) => void;
  /** A move is being saved: the buttons keep the focus but do nothing. */
  busy?: boolean;
  small?: boolean;
}

export function useReorder<T>({ items, keyOf, nameOf, onReorder, busy = false, small = false }: Options<T>) {
  const { t } = useLingui();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ key: string | number; to: number; step: Step } | null>(null);
  const at = moved ? items.findIndex((item) => keyOf(item) === moved.key) : -1;
  const arrived = moved !== null && at === moved.to;
  const focused = useRef(false);

  useEffect(() => {
    if (!moved || !arrived || focused.current) return;
    focused.current = true;
    const atEnd = moved.step < 0 ? moved.to === 0 : moved.to === items.length - 1;
    const step = atEnd ? -moved.step : moved.step;
    buttons.current.get(`${moved.key}:${step}`)?.focus();
  }, [moved, arrived, items.length]);

  const move = (index: number, step: Step) => {
    if (busy) return;
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + step, 0, item!);
    focused.current = false;
    setMoved({ key: keyOf(item!), to: index + step, step });
    onReorder(next);
  };

  const place = at + 1;
  const count = items.length;
  const movedName = arrived ? nameOf(items[at]!) : '';
  const announcement = !arrived ? '' : moved.step < 0 ? t`${movedName} moved up: now ${place} of ${count}.` : t`${movedName} moved down: now ${place} of ${count}.`;

  const moveButtons = (item: T, index: number) => {
    const key = keyOf(item);
    const name = nameOf(item);
    const button = (step: Step) => (
      <button
        type="button"
        className={small ? 'secondary small' : 'secondary'}
        ref={(el) => {
          if (el) buttons.current.set(`${key}:${step}`, el);
          else buttons.current.delete(`${key}:${step}`);
        }}
        disabled={step < 0 ? index === 0 : index === items.length - 1}
        aria-disabled={busy || undefined}
        onClick={() => move(index, step)}
        aria-label={step < 0 ? t`Move ${name} up` : t`Move ${name} down`}
      >
        {step < 0 ? '↑' : '↓'}
      </button>
    );
    return (
      <>
        {button(-1)}
        {button(1)}
      </>
    );
  };

  /** Says where the moved item is now; rendered once, beside the list. */
  const announcer = (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );
  return { moveButtons, announcer };
}
