import { useCallback, useEffect, useRef, type Ref, type RefCallback } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

interface TypingPlace {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none' | undefined;
}

/** Where the caret (or the selection) is in a focused field that has one (not in an e-mail or number field). */
function typingPlace(node: Field): TypingPlace | null {
  if (node !== document.activeElement || node.selectionStart === null || node.selectionEnd === null) return null;
  return { start: node.selectionStart, end: node.selectionEnd, direction: node.selectionDirection ?? undefined };
}

/**
 * A visitor can type into a server-rendered form before the page's code has run (its scripts start after
 * the first paint). React hydrates a controlled field keeping what is in it, but the form's state is still
 * what the server drew, and the next render would wipe the entry. Once the field is hydrated, the entry is
 * given to the form as typing gives it: the field goes back to the drawn value, then changes with an input
 * event, which React reports to the form's onChange. A field drawn in the browser holds its value: nothing
 * happens. Returns the field's ref (passing `forwarded` on).
 */
export function useKeepTypedValue<T extends Field>(value: unknown, forwarded?: Ref<T>): RefCallback<T> {
  const field = useRef<T | null>(null);
  const drawn = useRef(value);
  useEffect(() => {
    const node = field.current;
    if (!node || typeof drawn.current !== 'string' || node.value === drawn.current) return;
    const typed = node.value;
    const shown = drawn.current;
    // Handed over after React's own work, which this effect runs inside: React then takes the event's update
    // at once and never puts the drawn value back meanwhile (which would send the caret to the end, and a
    // selection the person makes just then with it: typing over it would add to the entry). The entry is read
    // here, before another field's hand-over renders the form (and draws this field's value again); the caret
    // at the hand-over, since a focus can hydrate the page inside select() before the selection is made.
    queueMicrotask(() => {
      const place = typingPlace(node);
      node.value = shown;
      const prototype = node instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(node, typed);
      // Setting the value put the caret at the end: back where it was (a selection held stays held).
      if (place && node === document.activeElement) node.setSelectionRange(place.start, place.end, place.direction);
      node.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }, []);
  return useCallback(
    (node: T | null) => {
      field.current = node;
      setRef(forwarded, node);
    },
    [forwarded],
  );
}
