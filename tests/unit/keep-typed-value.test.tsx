// @vitest-environment jsdom
// src/lib/keep-typed-value.ts: what someone typed into a server-rendered field before the page's code ran is
// handed to the form on hydration, and their caret or selection is not taken from them on the way.
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeepTypedValue } from '@/lib/keep-typed-value';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Field({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const ref = useKeepTypedValue<HTMLInputElement>(value);
  return <input aria-label={label} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/** Selects the whole first name in the commit that hydrates the form, after the fields' own effects. */
function SelectsFirstNameOnHydration() {
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="First name"]')!;
    input.setSelectionRange(0, input.value.length);
  }, []);
  return null;
}

function NameForm({ selectingOnHydration = false }: { selectingOnHydration?: boolean }) {
  const [name, setName] = useState('');
  const [surname, setSurname] = useState('');
  return (
    <form>
      <Field label="First name" value={name} onChange={setName} />
      <Field label="Last name" value={surname} onChange={setSurname} />
      <output>{`${name} ${surname}`}</output>
      {selectingOnHydration ? <SelectsFirstNameOnHydration /> : null}
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The server's page, with `typed` in the first name (focused, caret at its end) before the code runs. */
function renderedPageTypedInto(typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NameForm />);
  document.body.append(container);
  const input = container.querySelector<HTMLInputElement>('input[aria-label="First name"]')!;
  input.focus();
  input.value = typed;
  input.setSelectionRange(typed.length, typed.length);
  return { container, input, surname: container.querySelector<HTMLInputElement>('input[aria-label="Last name"]')!, output: container.querySelector('output')! };
}

describe('a field typed into before hydration', () => {
  it('gives the entry to the form', async () => {
    const { container, input, output } = renderedPageTypedInto('Rasa');
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });
    expect(input.value).toBe('Rasa');
    expect(output.textContent).toBe('Rasa ');
  });

  it('gives every field its entry (one handed over does not wipe the next)', async () => {
    const { container, input, surname, output } = renderedPageTypedInto('Jonas');
    surname.value = 'Again';
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });
    expect([input.value, surname.value, output.textContent]).toEqual(['Jonas', 'Again', 'Jonas Again']);
  });

  it('keeps the caret where the person left it', async () => {
    const { container, input } = renderedPageTypedInto('Rta');
    input.setSelectionRange(1, 1);
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });
    expect([input.value, input.selectionStart, input.selectionEnd]).toEqual(['Rta', 1, 1]);
  });

  it('leaves a selection made while the entry is handed over as it is (typing over it replaces it)', async () => {
    const { container, input, output } = renderedPageTypedInto('Rasa');
    // The person selects the whole entry just as the form takes it (to type it again, say).
    const selectAll = () => input.setSelectionRange(0, input.value.length);
    window.addEventListener('input', selectAll, { capture: true, once: true });
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
    expect(output.textContent).toBe('Rasa ');
  });

  it('leaves a selection made as the page hydrates as it is (a focus hydrates inside select(), before it selects)', async () => {
    const { container, input, output } = renderedPageTypedInto('Rasa');
    await act(async () => {
      root = hydrateRoot(container, <NameForm selectingOnHydration />);
    });
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
    expect(output.textContent).toBe('Rasa ');
  });
});
