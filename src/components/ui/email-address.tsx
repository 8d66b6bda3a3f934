// An e-mail address in running text. On a narrow screen it wraps before its "@" and its dots
// ("rasa.jonaitiene / @example / .com"), never inside a word ("…example.co / m"); only a part too long
// for a whole line breaks anywhere.
import { Fragment } from 'react';
import styles from './email-address.module.css';

/** The address cut before each "@" and ".", where a line may wrap. */
export function emailParts(address: string): string[] {
  return address.split(/(?=[@.])/);
}

/** `as="span"` where the address is not the point of the sentence (a table cell, a list of facts). */
export function EmailAddress({ address, className, as: Tag = 'strong' }: { address: string; className?: string; as?: 'strong' | 'span' }) {
  return (
    <Tag className={[styles.address, className].filter(Boolean).join(' ')}>
      {emailParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Tag>
  );
}
