// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('Button', () => {
  it('is a plain clickable button by default', () => {
    const onClick = vi.fn();
    wrap(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is busy and ignores clicks', () => {
    const onClick = vi.fn();
    wrap(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled and passes button props through', () => {
    wrap(
      <Button disabled type="submit" name="go" variant="danger" size="lg" block>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.type).toBe('submit');
    expect(button.name).toBe('go');
  });

  it('ButtonLink renders an anchor', () => {
    wrap(<ButtonLink href="/x">Open</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/x');
  });
});

describe('TextField', () => {
  it('labels its input with an automatic id', () => {
    wrap(<TextField label="First name" name="first" />);
    const input = screen.getByLabelText('First name') as HTMLInputElement;
    expect(input.id).not.toBe('');
    expect(input.name).toBe('first');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('two fields get different ids', () => {
    wrap(
      <>
        <TextField label="A" />
        <TextField label="B" />
      </>,
    );
    expect(screen.getByLabelText('A').id).not.toBe(screen.getByLabelText('B').id);
  });

  it('marks an error and describes the input with it and the hint', () => {
    wrap(<TextField label="Phone" error="Enter a phone number" hint="With the country code" />);
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Enter a phone number', 'With the country code']);
  });
});
